import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import {
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  TOKEN_ENSURE_VALID_THRESHOLD_MS,
  TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS,
  TOKEN_SCHEDULE,
  TOKEN_VALIDITY_MARGIN_MS,
  needsRefreshBeforeUse,
  tokenExpiresAt,
  tokenState,
} from '../../domain/tokens/rules';
import { startTokenSchedule } from '../../domain/tokens/schedule';
import { MAX_STATUS_ERRORS, initialTokenRefreshStatus, refreshFinished, refreshStarted } from '../../domain/tokens/status';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);
const inMinutes = (minutes: number) => Math.floor(NOW / 1000) + minutes * 60;

describe('token constants (seed 000 §9)', () => {
  it('uses the spec numbers', () => {
    expect(TOKEN_VALIDITY_MARGIN_MS).toBe(300_000);
    expect(TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS).toBe(15 * 60_000);
    expect(TOKEN_ENSURE_VALID_THRESHOLD_MS).toBe(10 * 60_000);
    expect(DEFAULT_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(TOKEN_SCHEDULE).toEqual({ firstRunDelayMs: 1000, backgroundIntervalMs: 1_800_000, checkIntervalMs: 300_000 });
  });

  it('quotes the §8 texts', () => {
    expect(TOKEN_MESSAGES.refreshReturnedNull).toBe('Google: Token refresh returned null');
    expect(TOKEN_MESSAGES.refreshFailed).toBe('Token refresh failed');
    expect(TOKEN_MESSAGES.noAccessToken).toBe('No access token available - please sign in to Google');
    expect(TOKEN_MESSAGES.googleApiError(503)).toBe('Google API error: 503');
  });
});

describe('tokenState', () => {
  it('counts a token valid until 5 minutes before expiry', () => {
    expect(tokenState(inMinutes(5) + 1, NOW).valid).toBe(true);
    expect(tokenState(inMinutes(5), NOW).valid).toBe(false);
    expect(tokenState(inMinutes(-1), NOW)).toMatchObject({ valid: false, minutesLeft: 0 });
  });

  it('is due for a proactive refresh under 15 minutes left', () => {
    expect(tokenState(inMinutes(15), NOW).refreshDue).toBe(false);
    expect(tokenState(inMinutes(15) - 1, NOW).refreshDue).toBe(true);
  });

  it('gives whole minutes left and the expiry instant', () => {
    expect(tokenState(inMinutes(42) + 30, NOW)).toEqual({ expiresAt: new Date(inMinutes(42) * 1000 + 30_000).toISOString(), minutesLeft: 42, valid: true, refreshDue: false });
  });

  it('ensure-valid refreshes under 10 minutes', () => {
    expect(needsRefreshBeforeUse(inMinutes(10), NOW)).toBe(false);
    expect(needsRefreshBeforeUse(inMinutes(10) - 1, NOW)).toBe(true);
  });

  it('assumes a 3600 s lifetime when the provider does not say', () => {
    expect(tokenExpiresAt(NOW)).toBe(Math.floor(NOW / 1000) + 3600);
    expect(tokenExpiresAt(NOW, 120)).toBe(Math.floor(NOW / 1000) + 120);
  });
});

describe('token-refresh status (seed 000 §3, §4)', () => {
  it('starts unknown for both providers', () => {
    expect(initialTokenRefreshStatus()).toEqual({ isRefreshing: false, lastRefresh: null, refreshCount: 0, errors: [], identity: 'unknown', mail: 'unknown' });
  });

  it('moves unknown → valid after a check', () => {
    const status = refreshFinished(initialTokenRefreshStatus(), { identity: 'valid', mail: 'valid' }, '2026-11-25T09:00:00.000Z');
    expect(status).toMatchObject({ identity: 'valid', mail: 'valid', refreshCount: 0, lastRefresh: null });
  });

  it('moves to refreshed after a successful refresh, counting it', () => {
    const running = refreshStarted(initialTokenRefreshStatus());
    expect(running.isRefreshing).toBe(true);
    const done = refreshFinished(running, { identity: 'valid', mail: 'refreshed' }, '2026-11-25T09:00:01.000Z');
    expect(done).toMatchObject({ isRefreshing: false, mail: 'refreshed', refreshCount: 1, lastRefresh: '2026-11-25T09:00:01.000Z' });
  });

  it('moves to error and keeps the text, the last refresh untouched', () => {
    const refreshed = refreshFinished(initialTokenRefreshStatus(), { mail: 'refreshed' }, 'first');
    const failed = refreshFinished(refreshStarted(refreshed), { mail: 'error', errors: [TOKEN_MESSAGES.refreshReturnedNull] }, 'second');
    expect(failed).toMatchObject({ isRefreshing: false, mail: 'error', identity: 'unknown', lastRefresh: 'first', refreshCount: 1, errors: ['Google: Token refresh returned null'] });
  });

  it('leaves a provider alone when the outcome does not mention it', () => {
    const status = refreshFinished({ ...initialTokenRefreshStatus(), mail: 'refreshed' }, { identity: 'valid', mail: null }, 'now');
    expect(status.mail).toBe('refreshed');
  });

  it('keeps only the latest errors', () => {
    let status = initialTokenRefreshStatus();
    for (let index = 0; index < MAX_STATUS_ERRORS + 3; index += 1) status = refreshFinished(status, { mail: 'error', errors: [`e${index}`] }, 'now');
    expect(status.errors).toHaveLength(MAX_STATUS_ERRORS);
    expect(status.errors[0]).toBe('e3');
  });
});

describe('startTokenSchedule (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the background refresh 1 s after start, then every 30 minutes', () => {
    const backgroundRefresh = vi.fn();
    const check = vi.fn();
    const stop = startTokenSchedule({ backgroundRefresh, check });
    vi.advanceTimersByTime(999);
    expect(backgroundRefresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(backgroundRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_800_000 - 1);
    expect(backgroundRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(backgroundRefresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_800_000);
    expect(backgroundRefresh).toHaveBeenCalledTimes(3);
    stop();
  });

  it('checks every 5 minutes', () => {
    const check = vi.fn();
    const stop = startTokenSchedule({ backgroundRefresh: vi.fn(), check });
    vi.advanceTimersByTime(299_999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60_000 - 300_000);
    expect(check).toHaveBeenCalledTimes(12);
    stop();
  });

  it('stops every timer, also before the first run', () => {
    const backgroundRefresh = vi.fn();
    const check = vi.fn();
    const stopEarly = startTokenSchedule({ backgroundRefresh, check });
    stopEarly();
    vi.advanceTimersByTime(3 * 60 * 60_000);
    expect(backgroundRefresh).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();

    const stopLater = startTokenSchedule({ backgroundRefresh, check });
    vi.advanceTimersByTime(1000);
    stopLater();
    vi.advanceTimersByTime(3 * 60 * 60_000);
    expect(backgroundRefresh).toHaveBeenCalledTimes(1);
    expect(check).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
