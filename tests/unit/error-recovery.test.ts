import { describe, expect, it } from 'vitest';
import {
  classifyFailure,
  isClearableStorageKey,
  isSilencedNoise,
  MONITOR_AUTO_HIDE_MS,
  MONITOR_MAX_SHOWN,
  MONITOR_REFRESH_MS,
  recoveryPlan,
  RECOVERY_ACTION_PAUSE_MS,
  RECOVERY_MAX_ATTEMPTS,
  RESOLVED_PURGE_AGE_MS,
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
