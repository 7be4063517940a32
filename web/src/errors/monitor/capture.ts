import { MutationCache, QueryCache, type Mutation, type Query } from '@tanstack/react-query';
import { GLOBAL_ERROR_SEVERITY } from '../../../../domain/errors/recovery';
import { ApiError } from '../../api/ApiError';
import { describeFailure, reportError } from './errorStore';

/**
 * What reaches the monitor by itself: the window's uncaught errors and unhandled rejections (medium, seed 000
 * §4), and query and mutation failures the server or the network caused. A refused request (4xx) is the
 * screen's to explain, and a lost session signs the person out instead (see the API client).
 */
function reportable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return true;
}

let installed = false;

/** Listens for the window's uncaught errors and unhandled rejections; once per tab. */
export function installGlobalCapture(target: Window | undefined = globalThis.window): void {
  if (installed || !target) return;
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    const thrown: unknown = event.error ?? event.message;
    if (!reportable(thrown)) return;
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : null;
    reportError({ ...describeFailure(thrown), severity: GLOBAL_ERROR_SEVERITY, context: where ? `Page script at ${where}` : 'Page script' });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (!reportable(event.reason)) return;
    reportError({ ...describeFailure(event.reason), severity: GLOBAL_ERROR_SEVERITY, context: 'Background work that nobody waited for' });
  });
}

function describeKey(key: readonly unknown[] | undefined): string {
  if (!key || key.length === 0) return '';
  const words = key.map((part) => {
    if (typeof part !== 'object' || part === null) return String(part);
    const pairs = Object.entries(part).filter(([, value]) => value !== undefined && value !== null && value !== '');
    return pairs.length > 0 ? `(${pairs.map(([name, value]) => `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join(', ')})` : '';
  });
  return words.filter(Boolean).join(' › ');
}

function reportQueryFailure(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (!reportable(error)) return;
  const described = describeFailure(error);
  if (described.type !== 'api' && described.type !== 'network') return;
  reportError({
    ...described,
    severity: 'medium',
    context: `Loading ${describeKey(query.queryKey)}`,
    // Retry re-runs the same request.
    retry: async () => {
      try {
        await query.fetch();
      } catch {
        return false;
      }
      return query.state.status === 'success';
    },
  });
}

function reportMutationFailure(error: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>): void {
  if (!reportable(error)) return;
  const described = describeFailure(error);
  if (described.type !== 'api' && described.type !== 'network') return;
  // No automatic retry: a change may have half-happened on the server, so the person decides whether to redo it.
  const key = describeKey(mutation.options.mutationKey);
  reportError({ ...described, severity: 'medium', context: key ? `Saving ${key}` : 'Saving a change' });
}

/** The QueryClient's caches, reporting failures to the monitor (context = the query's key). */
export function monitoredQueryCache(): QueryCache {
  installGlobalCapture();
  return new QueryCache({ onError: reportQueryFailure });
}

export function monitoredMutationCache(): MutationCache {
  return new MutationCache({ onError: (error, _variables, _context, mutation) => reportMutationFailure(error, mutation) });
}
