import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_TOKEN_REFRESH_DELAY_MS,
  BACKGROUND_TOKEN_REFRESH_INTERVAL_MS,
  DEFAULT_TOKEN_LIFETIME_SECONDS,
  isTokenValid,
  msUntilExpiry,
  needsRefreshBeforeUse,
  shouldRefreshProactively,
  TOKEN_ENSURE_VALID_THRESHOLD_MS,
  TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  TOKEN_VALIDITY_MARGIN_MS,
  tokenExpiresAt,
} from '../../domain/mail/token-rules';

const now = Date.UTC(2026, 10, 22, 9, 0, 0);
const expiringIn = (minutes: number, extraMs = 0) => (now + minutes * 60_000 + extraMs) / 1000;

describe('token constants (seed 000 §9)', () => {
  it('uses the specified margins, thresholds and intervals', () => {
    expect(TOKEN_VALIDITY_MARGIN_MS).toBe(300_000);
    expect(TOKEN_REFRESH_CHECK_INTERVAL_MS).toBe(300_000);
    expect(TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS).toBe(900_000);
    expect(TOKEN_ENSURE_VALID_THRESHOLD_MS).toBe(600_000);
    expect(DEFAULT_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(BACKGROUND_TOKEN_REFRESH_INTERVAL_MS).toBe(1_800_000);
    expect(BACKGROUND_TOKEN_REFRESH_DELAY_MS).toBe(1000);
  });
});

describe('isTokenValid: valid until 5 minutes before expiry', () => {
  it('is valid with more than 5 minutes left', () => {
    expect(isTokenValid(expiringIn(5, 1), now)).toBe(true);
    expect(isTokenValid(expiringIn(60), now)).toBe(true);
  });

  it('is invalid with 5 minutes or less left, and after expiry', () => {
    expect(isTokenValid(expiringIn(5), now)).toBe(false);
    expect(isTokenValid(expiringIn(1), now)).toBe(false);
    expect(isTokenValid(expiringIn(-1), now)).toBe(false);
  });
});

describe('shouldRefreshProactively: under 15 minutes left', () => {
  it('refreshes with less than 15 minutes left', () => {
    expect(shouldRefreshProactively(expiringIn(15, -1), now)).toBe(true);
    expect(shouldRefreshProactively(expiringIn(-10), now)).toBe(true);
  });

  it('leaves a token with 15 minutes or more alone', () => {
    expect(shouldRefreshProactively(expiringIn(15), now)).toBe(false);
    expect(shouldRefreshProactively(expiringIn(59), now)).toBe(false);
  });
});

describe('needsRefreshBeforeUse: the 10-minute ensure-valid threshold', () => {
  it('refreshes with less than 10 minutes left', () => {
    expect(needsRefreshBeforeUse(expiringIn(10, -1), now)).toBe(true);
    expect(needsRefreshBeforeUse(expiringIn(6), now)).toBe(true);
    expect(needsRefreshBeforeUse(expiringIn(-1), now)).toBe(true);
  });

  it('uses a token with 10 minutes or more left as it is', () => {
    expect(needsRefreshBeforeUse(expiringIn(10), now)).toBe(false);
    expect(needsRefreshBeforeUse(expiringIn(14), now)).toBe(false);
  });
});

describe('msUntilExpiry and tokenExpiresAt', () => {
  it('measures the time left in milliseconds from an expiry in seconds', () => {
    expect(msUntilExpiry(expiringIn(3), now)).toBe(180_000);
    expect(msUntilExpiry(expiringIn(-2), now)).toBe(-120_000);
  });

  it('dates a new token by its lifetime, 3600 s when none is given', () => {
    const nowSeconds = Math.floor(now / 1000);
    expect(tokenExpiresAt(now, 1800)).toBe(nowSeconds + 1800);
    expect(tokenExpiresAt(now)).toBe(nowSeconds + 3600);
    expect(tokenExpiresAt(now, null)).toBe(nowSeconds + 3600);
    expect(tokenExpiresAt(now, 0)).toBe(nowSeconds + 3600);
  });
});
