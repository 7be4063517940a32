/** Rate limits from the AI provider (seed 001 §8): up to 3 retries, the server's wait or 1000 ms doubling. */
export const RATE_LIMIT_MAX_RETRIES = 3;
export const RATE_LIMIT_INITIAL_DELAY_MS = 1000;

/**
 * How long to wait before retry number `retry` (0-based) after a 429: the server-suggested
 * Retry-After (seconds, or an HTTP date) when it gives one, else 1000 ms doubling.
 */
export function rateLimitDelayMs(retry: number, retryAfter: string | null | undefined, now: number = Date.now()): number {
  const suggested = parseRetryAfter(retryAfter, now);
  return suggested ?? RATE_LIMIT_INITIAL_DELAY_MS * 2 ** retry;
}

function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value?.trim()) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** AI defaults of seed 001 §9. */
export const AI_DEFAULTS = { maxTokens: 2048, temperature: 0.7, topP: 0.95, timeoutMs: 30_000 } as const;
