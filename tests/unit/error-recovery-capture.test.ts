import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { opensMonitor, type TrackedError } from '../../domain/errors/recovery';
import { ApiError } from '../../web/src/api/ApiError';
import { monitoredMutationCache, monitoredQueryCache } from '../../web/src/errors/monitor/capture';
import { describeFailure, errorMonitor } from '../../web/src/errors/monitor/errorStore';

function client() {
  return new QueryClient({
    queryCache: monitoredQueryCache(),
    mutationCache: monitoredMutationCache(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

async function settle() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  for (const error of errorMonitor.list()) errorMonitor.dismiss(error.id);
  errorMonitor.purge(true);
});

describe('failures reaching the error monitor from the query cache', () => {
  it('reports a server failure of a query with its key as context, and Retry re-runs the request', async () => {
    let calls = 0;
    const queryClient = client();
    const observer = new QueryObserver(queryClient, {
      queryKey: ['tasks', 'list'],
      queryFn: async () => {
        calls += 1;
        if (calls <= 2) throw new ApiError(500, 'internal', 'Request failed with status 500.');
        return ['a task'];
      },
    });
    const stop = observer.subscribe(() => undefined);
    await settle();
    const [error] = errorMonitor.list();
    expect(error).toMatchObject({ type: 'api', severity: 'medium', message: 'Request failed with status 500.', context: 'Loading tasks › list' });
    // The first attempt ran at once (the second call), failed, and was counted once.
    expect(calls).toBe(2);
    expect(errorMonitor.list()).toHaveLength(1);
    expect(errorMonitor.list()[0]).toMatchObject({ attempts: 1, resolved: false });
    expect(await errorMonitor.recover(error!.id)).toBe(true);
    expect(errorMonitor.list()[0]).toMatchObject({ attempts: 2, resolved: true });
    expect(queryClient.getQueryData(['tasks', 'list'])).toEqual(['a task']);
    stop();
  });

  it('reports a connection failure as network, and leaves refused requests (4xx) to the screen', async () => {
    const queryClient = client();
    await queryClient.prefetchQuery({ queryKey: ['calendar'], queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'Not found')) });
    expect(errorMonitor.list()).toHaveLength(0);
    await queryClient.prefetchQuery({
      queryKey: ['mail', 'inbox', { folder: 'INBOX', page: undefined }],
      queryFn: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection and try again.')),
    });
    await settle();
    expect(errorMonitor.list()[0]).toMatchObject({ type: 'network', context: 'Loading mail › inbox › (folder: INBOX)' });
  });

  it('reports a failed save without re-running it', async () => {
    const queryClient = client();
    let runs = 0;
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: ['tasks', 'create'],
        mutationFn: async () => {
          runs += 1;
          throw new ApiError(503, 'unavailable', 'Request failed with status 503.');
        },
      })
      .execute(undefined)
      .catch(() => undefined);
    await settle();
    expect(errorMonitor.list()[0]).toMatchObject({ type: 'api', context: 'Saving tasks › create', attempts: 0 });
    expect(errorMonitor.canRecover(errorMonitor.list()[0]!.id)).toBe(false);
    expect(runs).toBe(1);
  });
});

describe('what a thrown value becomes', () => {
  it('types API errors by status and other errors by name', () => {
    expect(describeFailure(new ApiError(401, 'auth/unauthorized', 'User not authenticated')).type).toBe('auth');
    expect(describeFailure(new ApiError(502, 'HTTP_502', 'Request failed with status 502.')).type).toBe('api');
    expect(describeFailure(new TypeError('Failed to fetch'))).toMatchObject({ type: 'network', message: 'TypeError: Failed to fetch' });
    expect(describeFailure('plain text')).toMatchObject({ type: 'unknown', message: 'plain text', stack: null });
  });

  it('opens the monitor by itself only for a critical or high error', () => {
    const base = { id: 'x', type: 'api', message: 'm', stack: null, context: null, timestamp: 0, resolved: false, resolvedAt: null, attempts: 0, maxAttempts: 3 } as const;
    const opens = (severity: TrackedError['severity']) => opensMonitor({ ...base, severity });
    expect([opens('critical'), opens('high'), opens('medium'), opens('low')]).toEqual([true, true, false, false]);
  });
});
