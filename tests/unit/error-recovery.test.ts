import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  classifyFailure,
  isClearableStorageKey,
  isSilencedNoise,
  MONITOR_AUTO_HIDE_MS,
  MONITOR_MAX_SHOWN,
  MONITOR_REFRESH_MS,
  RecoveryEngine,
  recoveryPlan,
  RECOVERY_ACTION_PAUSE_MS,
  RECOVERY_MAX_ATTEMPTS,
  RESOLVED_PURGE_AGE_MS,
  type ErrorInput,
  type RecoveryActions,
  type TrackedError,
} from '../../domain/errors/recovery';

function tracked(patch: Partial<TrackedError>): TrackedError {
  return {
    id: 'e1',
    type: 'unknown',
    severity: 'medium',
    message: 'Something failed',
    stack: null,
    context: null,
    timestamp: 0,
    resolved: false,
    resolvedAt: null,
    attempts: 1,
    maxAttempts: 3,
    ...patch,
  };
}

const facts = { hasProviderToken: true, canRetry: true, hasFallback: false };

describe('recovery rules (seed 000 §8)', () => {
  it('refreshes the token for an auth error containing 401', () => {
    expect(recoveryPlan(tracked({ type: 'auth', message: 'Google API error: 401' }), facts)).toEqual(['refreshToken']);
    expect(recoveryPlan(tracked({ type: 'auth', message: 'Google API error: 403' }), facts)).toEqual([]);
    expect(recoveryPlan(tracked({ type: 'api', message: 'Gmail API error: 401' }), { ...facts, canRetry: false })).toEqual([]);
  });

  it('re-authenticates with the provider when the provider token is missing or after 2 attempts', () => {
    const error = tracked({ type: 'auth', message: 'Google API error: 401' });
    expect(recoveryPlan(error, { ...facts, hasProviderToken: false })).toEqual(['reauthenticate']);
    expect(recoveryPlan({ ...error, attempts: 2 }, facts)).toEqual(['reauthenticate']);
  });

  it('clears storage for a quota error', () => {
    expect(recoveryPlan(tracked({ type: 'quota' }), { ...facts, canRetry: false })).toEqual(['clearStorage']);
  });

  it('retries an API error only with fewer than 3 attempts, and only when the failed work can be re-run', () => {
    expect(recoveryPlan(tracked({ type: 'api', attempts: 1 }), facts)).toEqual(['retry']);
    expect(recoveryPlan(tracked({ type: 'api', attempts: 2 }), facts)).toEqual(['retry']);
    expect(recoveryPlan(tracked({ type: 'api', attempts: 3 }), facts)).toEqual([]);
    expect(recoveryPlan(tracked({ type: 'api', attempts: 1 }), { ...facts, canRetry: false })).toEqual([]);
    expect(recoveryPlan(tracked({ type: 'network', attempts: 1 }), facts)).toEqual(['retry']);
  });

  it('forces a logout for an auth error with 3 or more attempts', () => {
    expect(recoveryPlan(tracked({ type: 'auth', message: 'Not signed in', attempts: 2 }), facts)).toEqual([]);
    expect(recoveryPlan(tracked({ type: 'auth', message: 'Not signed in', attempts: 3 }), facts)).toEqual(['logout']);
    expect(recoveryPlan(tracked({ type: 'auth', message: 'Google API error: 401', attempts: 3 }), facts)).toEqual([
      'reauthenticate',
      'logout',
    ]);
  });

  it('reloads the page for a critical error with 2 or more attempts', () => {
    expect(recoveryPlan(tracked({ type: 'critical', attempts: 1 }), facts)).toEqual([]);
    expect(recoveryPlan(tracked({ type: 'critical', attempts: 2 }), facts)).toEqual(['reload']);
  });

  it('orders actions as refresh token, clear storage, retry, fallback, logout, reload', () => {
    expect(recoveryPlan(tracked({ type: 'api', attempts: 1 }), { ...facts, hasFallback: true })).toEqual(['retry', 'fallback']);
    expect(recoveryPlan(tracked({ type: 'auth', message: 'HTTP 401', attempts: 3 }), { ...facts, hasFallback: true })).toEqual([
      'reauthenticate',
      'fallback',
      'logout',
    ]);
  });

  it('clears cache entries and knowledge-base backups but keeps preferences', () => {
    expect(isClearableStorageKey('mail-cache:inbox')).toBe(true);
    expect(isClearableStorageKey('knowledge-backup-2026')).toBe(true);
    expect(isClearableStorageKey('kb_backup')).toBe(true);
    expect(isClearableStorageKey('theme')).toBe(false);
    expect(isClearableStorageKey('sidebar-storage')).toBe(false);
  });

  it('silences document-viewer worker noise and unknown-error exceptions', () => {
    expect(isSilencedNoise('Setting up fake worker failed: "Cannot load script at: pdf.worker.min.mjs"')).toBe(true);
    expect(isSilencedNoise('UnknownErrorException: Unknown error')).toBe(true);
    expect(isSilencedNoise('TypeError: Cannot read properties of undefined')).toBe(false);
  });

  it('classifies failures into the tracked types', () => {
    expect(classifyFailure({ message: 'Request failed', status: 500 })).toBe('api');
    expect(classifyFailure({ message: 'User not authenticated', status: 401 })).toBe('auth');
    expect(classifyFailure({ message: 'Network error. Please check your connection and try again.', status: 0 })).toBe('network');
    expect(classifyFailure({ name: 'QuotaExceededError', message: 'The quota has been exceeded.' })).toBe('quota');
    expect(classifyFailure({ name: 'TypeError', message: 'x is undefined' })).toBe('unknown');
  });

  it('uses the constants of §9', () => {
    expect([RECOVERY_MAX_ATTEMPTS, RECOVERY_ACTION_PAUSE_MS, RESOLVED_PURGE_AGE_MS]).toEqual([3, 1000, 86_400_000]);
    expect([MONITOR_REFRESH_MS, MONITOR_AUTO_HIDE_MS, MONITOR_MAX_SHOWN]).toEqual([30_000, 10_000, 10]);
  });
});

describe('the recovery engine (seed 000 §4)', () => {
  let log: string[];
  let actions: RecoveryActions;
  let providerToken: boolean;
  let ids: number;

  function engine(recoverOnCapture = true) {
    return new RecoveryEngine({
      recoverOnCapture,
      actions,
      environment: {
        now: () => Date.now(),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        newId: () => `err-${(ids += 1)}`,
        hasProviderToken: () => providerToken,
      },
    });
  }

  function action(name: string, result = false) {
    return vi.fn(async () => {
      log.push(`${name}@${Date.now()}`);
      return result;
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    log = [];
    ids = 0;
    providerToken = true;
    actions = {
      refreshToken: action('refreshToken'),
      reauthenticate: action('reauthenticate'),
      clearStorage: action('clearStorage'),
      logout: action('logout'),
      reload: action('reload'),
    };
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const apiFailure = (retry: () => Promise<boolean>, fallback?: () => Promise<boolean>): ErrorInput => ({
    type: 'api',
    severity: 'medium',
    message: 'Request failed with status 500.',
    context: 'Loading tasks',
    retry,
    ...(fallback ? { fallback } : {}),
  });

  it('captures an error with the tracked fields and tries to recover at once', async () => {
    const retry = action('retry', true);
    const monitor = engine();
    const error = monitor.capture(apiFailure(retry));
    expect(error).toMatchObject({ id: 'err-1', type: 'api', severity: 'medium', context: 'Loading tasks', resolved: false, attempts: 0, maxAttempts: 3 });
    await vi.runAllTimersAsync();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(monitor.list()[0]).toMatchObject({ resolved: true, attempts: 1, resolvedAt: 0 });
    expect(monitor.unresolvedCount()).toBe(0);
  });

  it('runs the actions of an attempt in order, 1 s apart, and stops at the first that succeeds', async () => {
    const retry = action('retry');
    const fallback = action('fallback', true);
    const monitor = engine(false);
    const error = monitor.capture(apiFailure(retry, fallback))!;
    const done = monitor.recover(error.id);
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual(['retry@0']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(log).toEqual(['retry@0', 'fallback@1000']);
    expect(monitor.list()[0]!.resolved).toBe(true);
  });

  it('attempts recovery at most 3 times', async () => {
    const retry = action('retry');
    const fallback = action('fallback');
    const monitor = engine();
    const error = monitor.capture(apiFailure(retry, fallback))!;
    await vi.runAllTimersAsync();
    expect(monitor.list()[0]!.attempts).toBe(1);
    expect(monitor.canRecover(error.id)).toBe(true);
    const second = monitor.recover(error.id);
    await vi.runAllTimersAsync();
    await second;
    const third = monitor.recover(error.id);
    await vi.runAllTimersAsync();
    expect(await third).toBe(false);
    expect(await monitor.recover(error.id)).toBe(false);
    expect(monitor.list()[0]).toMatchObject({ attempts: 3, resolved: false });
    expect(monitor.canRecover(error.id)).toBe(false);
    // Retry ran on attempts 1 and 2 (fewer than 3); the fallback on all three.
    expect(retry).toHaveBeenCalledTimes(2);
    expect(fallback).toHaveBeenCalledTimes(3);
  });

  it('walks an auth 401 error from token refresh to re-authentication to forced logout', async () => {
    const monitor = engine();
    const error = monitor.capture({ type: 'auth', severity: 'high', message: 'Google API error: 401' })!;
    await vi.runAllTimersAsync();
    await monitor.recover(error.id);
    const third = monitor.recover(error.id);
    await vi.runAllTimersAsync();
    await third;
    expect(log).toEqual(['refreshToken@0', 'reauthenticate@0', 'reauthenticate@0', 'logout@1000']);
  });

  it('re-authenticates at once when no provider token is at hand', async () => {
    providerToken = false;
    const monitor = engine();
    monitor.capture({ type: 'auth', severity: 'high', message: 'Gmail API error: 401' });
    await vi.runAllTimersAsync();
    expect(log).toEqual(['reauthenticate@0']);
  });

  it('clears storage for a quota error and resolves it when that works', async () => {
    actions.clearStorage = action('clearStorage', true);
    const monitor = engine();
    monitor.capture({ type: 'quota', severity: 'high', message: 'The quota has been exceeded.' });
    await vi.runAllTimersAsync();
    expect(log).toEqual(['clearStorage@0']);
    expect(monitor.list()[0]!.resolved).toBe(true);
  });

  it('reloads the page on the second attempt at a critical error', async () => {
    const monitor = engine();
    const error = monitor.capture({ type: 'critical', severity: 'critical', message: 'Critical: token store unreadable' })!;
    await vi.runAllTimersAsync();
    expect(monitor.list()[0]!.attempts).toBe(1);
    expect(log).toEqual([]);
    await monitor.recover(error.id);
    expect(log).toEqual(['reload@0']);
  });

  it('offers nothing to retry for an error no action fits, and leaves it for the person to dismiss', async () => {
    const monitor = engine();
    const error = monitor.capture({ type: 'unknown', severity: 'medium', message: 'TypeError: x is undefined' })!;
    await vi.runAllTimersAsync();
    expect(monitor.list()[0]!.attempts).toBe(0);
    expect(monitor.canRecover(error.id)).toBe(false);
    monitor.dismiss(error.id);
    expect(monitor.list()[0]).toMatchObject({ resolved: true });
    expect(monitor.unresolvedCount()).toBe(0);
  });

  it('throwing actions count as failures', async () => {
    actions.clearStorage = vi.fn(async () => {
      throw new Error('storage blocked');
    });
    const monitor = engine();
    monitor.capture({ type: 'quota', severity: 'high', message: 'quota exceeded' });
    await vi.runAllTimersAsync();
    expect(monitor.list()[0]).toMatchObject({ resolved: false, attempts: 1 });
  });

  it('counts a repeated unresolved failure once', () => {
    const monitor = engine(false);
    const first = monitor.capture(apiFailure(action('retry')));
    const second = monitor.capture(apiFailure(action('retry')));
    expect(second?.id).toBe(first?.id);
    expect(monitor.list()).toHaveLength(1);
  });

  it('suppresses silenced noise', () => {
    const monitor = engine();
    expect(monitor.capture({ type: 'unknown', severity: 'medium', message: 'Setting up fake worker failed', stack: 'at pdf.worker.mjs:1' })).toBeNull();
    expect(monitor.capture({ type: 'unknown', severity: 'medium', message: 'UnknownErrorException: boom' })).toBeNull();
    expect(monitor.list()).toHaveLength(0);
  });

  it('purges resolved errors older than 24 h, and clears every resolved error on request', async () => {
    const monitor = engine(false);
    const old = monitor.capture({ type: 'unknown', severity: 'low', message: 'old' })!;
    monitor.dismiss(old.id);
    vi.setSystemTime(RESOLVED_PURGE_AGE_MS - 1);
    const recent = monitor.capture({ type: 'unknown', severity: 'low', message: 'recent' })!;
    monitor.dismiss(recent.id);
    monitor.capture({ type: 'unknown', severity: 'low', message: 'open' });
    expect(monitor.purge()).toBe(0);
    vi.setSystemTime(RESOLVED_PURGE_AGE_MS);
    expect(monitor.purge()).toBe(1);
    expect(monitor.list().map((error) => error.message)).toEqual(['open', 'recent']);
    expect(monitor.purge(true)).toBe(1);
    expect(monitor.list().map((error) => error.message)).toEqual(['open']);
  });

  it('notifies subscribers with a new list after each change', () => {
    const monitor = engine(false);
    const seen: number[] = [];
    const before = monitor.list();
    monitor.subscribe(() => seen.push(monitor.list().length));
    monitor.capture({ type: 'unknown', severity: 'low', message: 'one' });
    expect(seen).toEqual([1]);
    expect(monitor.list()).not.toBe(before);
  });
});
