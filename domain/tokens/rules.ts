import {
  BACKGROUND_TOKEN_REFRESH_DELAY_MS,
  BACKGROUND_TOKEN_REFRESH_INTERVAL_MS,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  isTokenValid,
  msUntilExpiry,
  shouldRefreshProactively,
} from '../mail/token-rules';

/**
 * The mail/calendar token lifecycle of seed 000 §4 and §9. The rules themselves are those the Gmail and
 * Calendar clients already apply before each call (domain/mail/token-rules); this module adds what the
 * scheduled lifecycle needs on top: one token's state at a moment, and the schedule's timings.
 */
export {
  BACKGROUND_TOKEN_REFRESH_DELAY_MS,
  BACKGROUND_TOKEN_REFRESH_INTERVAL_MS,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  TOKEN_ENSURE_VALID_THRESHOLD_MS,
  TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  TOKEN_VALIDITY_MARGIN_MS,
  isTokenValid,
  msUntilExpiry,
  needsRefreshBeforeUse,
  shouldRefreshProactively,
  tokenExpiresAt,
} from '../mail/token-rules';

/** The timings of the scheduled lifecycle (seed 000 §9). */
export const TOKEN_SCHEDULE = {
  /** The background refresh's first run after start. */
  firstRunDelayMs: BACKGROUND_TOKEN_REFRESH_DELAY_MS,
  /** The background refresh then runs every 30 minutes (1,800,000 ms). */
  backgroundIntervalMs: BACKGROUND_TOKEN_REFRESH_INTERVAL_MS,
  /** The check that refreshes proactively under 15 minutes left runs every 5 minutes. */
  checkIntervalMs: TOKEN_REFRESH_CHECK_INTERVAL_MS,
} as const;

/** One stored token at a moment, as the status pages show it; never the token itself. */
export interface TokenState {
  /** ISO instant the token expires. */
  expiresAt: string;
  /** Whole minutes left before expiry (0 once expired). */
  minutesLeft: number;
  /** Valid until 5 minutes before expiry. */
  valid: boolean;
  /** Under 15 minutes left: the 5-minute check would refresh it now. */
  refreshDue: boolean;
}

export function tokenState(expiresAtSeconds: number, nowMs: number): TokenState {
  const left = msUntilExpiry(expiresAtSeconds, nowMs);
  return {
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
    minutesLeft: Math.max(0, Math.floor(left / 60_000)),
    valid: isTokenValid(expiresAtSeconds, nowMs),
    refreshDue: shouldRefreshProactively(expiresAtSeconds, nowMs),
  };
}
