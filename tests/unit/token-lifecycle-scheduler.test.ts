import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  refreshMailTokens,
  resetTokenLifecycle,
  setTokenFailureReporter,
  startTokenLifecycle,
  tokenLifecycleSnapshot,
  type TokenFailure,
} from '../../web/src/tokens/tokenLifecycle';
import type { AccountToken } from '../../web/src/api/tokens';

/** The browser's token lifecycle against a stubbed API: what it asks, when, and the status it keeps. */

type Account = AccountToken;

const account = (minutesLeft: number, extra: Partial<Account> = {}): Account => ({
  accountId: 'a1',
  email: 'attorney@example-firm.com',
  expiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
  minutesLeft,
  valid: minutesLeft > 5,
  refreshDue: minutesLeft < 15,
  storedAt: null,
  canRefresh: true,
  ...extra,
});

let accounts: Account[] = [];
let refreshReply: () => { status: number; body: unknown } = () => ({ status: 200, body: { googleConfigured: true, checkedAt: new Date().toISOString(), accounts: accounts.map((a) => ({ ...account(59), accountId: a.accountId, refreshed: true, error: null })) } });
const calls: string[] = [];
const failures: TokenFailure[] = [];
let visibility: 'visible' | 'hidden' = 'visible';
const documentEvents = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  failures.length = 0;
  accounts = [];
  resetTokenLifecycle();
  setTokenFailureReporter((failure) => failures.push(failure));
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (type: string, listener: EventListener) => documentEvents.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => documentEvents.removeEventListener(type, listener),
  });
  vi.stubGlobal('fetch', async (path: string, init: { method?: string }) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const reply = method === 'POST' ? refreshReply() : { status: 200, body: { googleConfigured: true, checkedAt: new Date().toISOString(), accounts } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  setTokenFailureReporter(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('with no Google account linked', () => {
  it('costs one status request per run and nothing else, and stays quiet', async () => {
    const stop = startTokenLifecycle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['GET /api/tokens/status']);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(calls.every((call) => call === 'GET /api/tokens/status')).toBe(true);
    expect(calls).toHaveLength(1 + 6 + 1);
    expect(tokenLifecycleSnapshot().status).toMatchObject({ identity: 'valid', mail: 'unknown', refreshCount: 0, errors: [] });
    expect(failures).toEqual([]);
    stop();
  });
});

describe('with a Google account linked', () => {
  it('refreshes 1 s after start and every 30 minutes, counting refreshes', async () => {
    accounts = [account(50)];
    const stop = startTokenLifecycle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['GET /api/tokens/status', 'POST /api/tokens/refresh']);
    expect(tokenLifecycleSnapshot().status).toMatchObject({ mail: 'refreshed', refreshCount: 1, isRefreshing: false });
    expect(tokenLifecycleSnapshot().status.lastRefresh).not.toBeNull();
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    // Six 5-minute checks (the token has 50 minutes: no refresh) and the 30-minute refresh.
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);
    expect(tokenLifecycleSnapshot().status.refreshCount).toBe(2);
    stop();
  });

  it('the 5-minute check refreshes only under 15 minutes left', async () => {
    accounts = [account(20)];
    const stop = startTokenLifecycle();
    await vi.advanceTimersByTimeAsync(1000);
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1000);
    expect(calls).toEqual(['GET /api/tokens/status']);
    accounts = [account(14)];
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls).toEqual(['GET /api/tokens/status', 'GET /api/tokens/status', 'POST /api/tokens/refresh']);
    stop();
  });

  it('validates when the tab becomes visible, refreshing a token no longer valid', async () => {
    accounts = [account(40)];
    const stop = startTokenLifecycle();
    await vi.advanceTimersByTimeAsync(1000);
    calls.length = 0;
    visibility = 'hidden';
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    visibility = 'visible';
    accounts = [account(4)];
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['GET /api/tokens/status', 'POST /api/tokens/refresh']);
    stop();
  });

  it('a failed refresh moves mail to error, reports it once, and never as an auth failure', async () => {
    accounts = [account(3)];
    refreshReply = () => ({ status: 200, body: { googleConfigured: true, checkedAt: new Date().toISOString(), accounts: [{ ...account(3), refreshed: false, error: 'Google: Token refresh returned null' }] } });
    expect(await refreshMailTokens()).toBe(false);
    expect(tokenLifecycleSnapshot().status).toMatchObject({ mail: 'error', refreshCount: 0, errors: ['Google: Token refresh returned null (attorney@example-firm.com)'] });
    expect(await refreshMailTokens()).toBe(false);
    expect(failures).toEqual([{ type: 'api', severity: 'high', message: 'Google: Token refresh returned null (attorney@example-firm.com)', context: 'Renewing the Google sign-in token' }]);
  });

  it('stops every timer and listener', async () => {
    accounts = [account(50)];
    const stop = startTokenLifecycle();
    stop();
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
  });
});
