/**
 * The token-refresh status of seed 000 §3: isRefreshing, lastRefresh, refreshCount, errors, and the
 * identity-provider (here: the workspace's own session) and mail-provider token states. Each state
 * moves unknown → valid, or → refreshed after a successful refresh, or → error (§4).
 */
export type TokenProviderState = 'unknown' | 'valid' | 'refreshed' | 'error';

export interface TokenRefreshStatus {
  isRefreshing: boolean;
  /** ISO instant of the last successful refresh, null before the first. */
  lastRefresh: string | null;
  refreshCount: number;
  /** The latest failures, newest last (at most MAX_STATUS_ERRORS). */
  errors: string[];
  identity: TokenProviderState;
  mail: TokenProviderState;
}

export const MAX_STATUS_ERRORS = 10;

export function initialTokenRefreshStatus(): TokenRefreshStatus {
  return { isRefreshing: false, lastRefresh: null, refreshCount: 0, errors: [], identity: 'unknown', mail: 'unknown' };
}

export function refreshStarted(status: TokenRefreshStatus): TokenRefreshStatus {
  return { ...status, isRefreshing: true };
}

/** What one refresh or check found out, per provider; null = that provider was not involved. */
export interface TokenOutcome {
  identity?: 'valid' | 'error';
  /** 'refreshed' when a new mail token was issued, 'valid' when the current one is still good. */
  mail?: 'valid' | 'refreshed' | 'error' | null;
  /** Failure texts to record. */
  errors?: readonly string[];
}

/** Applies an outcome: a refreshed mail token counts as a refresh; errors are kept, the oldest dropped first. */
export function refreshFinished(status: TokenRefreshStatus, outcome: TokenOutcome, atIso: string): TokenRefreshStatus {
  const refreshed = outcome.mail === 'refreshed';
  const errors = [...status.errors, ...(outcome.errors ?? [])].slice(-MAX_STATUS_ERRORS);
  return {
    isRefreshing: false,
    lastRefresh: refreshed ? atIso : status.lastRefresh,
    refreshCount: status.refreshCount + (refreshed ? 1 : 0),
    errors,
    identity: outcome.identity ?? status.identity,
    mail: outcome.mail === undefined || outcome.mail === null ? status.mail : outcome.mail,
  };
}
