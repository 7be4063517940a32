import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RecoveryEngine,
  RESOLVED_PURGE_AGE_MS,
  type ErrorInput,
  type RecoveryActions,
} from '../../domain/errors/recovery';

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
