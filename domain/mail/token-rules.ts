/** Lifetime rules for mail/calendar provider tokens (seed 000 §4 and §9). Expiry times are in seconds. */

/** A token counts as valid until this long before its expiry. */
export const TOKEN_VALIDITY_MARGIN_MS = 5 * 60 * 1000;
/** How often the background check looks at the token. */
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** The background check refreshes proactively when less than this remains. */
export const TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS = 15 * 60 * 1000;
/** "Ensure valid" before a provider call refreshes when less than this remains. */
export const TOKEN_ENSURE_VALID_THRESHOLD_MS = 10 * 60 * 1000;
/** Assumed when the provider does not say how long a token lives. */
export const DEFAULT_TOKEN_LIFETIME_SECONDS = 3600;
/** The separate background refresh: first run shortly after start, then every 30 minutes. */
export const BACKGROUND_TOKEN_REFRESH_DELAY_MS = 1000;
export const BACKGROUND_TOKEN_REFRESH_INTERVAL_MS = 30 * 60 * 1000;

/** Milliseconds left before the token expires; negative once it has. */
export function msUntilExpiry(expiresAtSeconds: number, nowMs: number): number {
  return expiresAtSeconds * 1000 - nowMs;
}

export function isTokenValid(expiresAtSeconds: number, nowMs: number): boolean {
  return msUntilExpiry(expiresAtSeconds, nowMs) > TOKEN_VALIDITY_MARGIN_MS;
}

export function shouldRefreshProactively(expiresAtSeconds: number, nowMs: number): boolean {
  return msUntilExpiry(expiresAtSeconds, nowMs) < TOKEN_PROACTIVE_REFRESH_THRESHOLD_MS;
}

export function needsRefreshBeforeUse(expiresAtSeconds: number, nowMs: number): boolean {
  return msUntilExpiry(expiresAtSeconds, nowMs) < TOKEN_ENSURE_VALID_THRESHOLD_MS;
}

/** Expiry in seconds for a token issued at `nowMs` that lives `lifetimeSeconds` (the default when unknown). */
export function tokenExpiresAt(nowMs: number, lifetimeSeconds?: number | null): number {
  const lifetime = lifetimeSeconds && lifetimeSeconds > 0 ? lifetimeSeconds : DEFAULT_TOKEN_LIFETIME_SECONDS;
  return Math.floor(nowMs / 1000) + lifetime;
}
