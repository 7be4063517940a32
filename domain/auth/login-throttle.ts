/**
 * Sign-in throttling rules, pure: a key (a client address, or an account from one client address) may fail a
 * few times freely, then waits a doubling delay, capped, before each further attempt. A key left quiet for
 * long enough starts afresh.
 */
export interface ThrottleRule {
  /** Failures checked without any wait; the last of them starts the first wait. */
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no attempt, and no wait running, for this long starts afresh. */
  forgetAfterMs: number;
}

export interface ThrottleState {
  /** Attempts counted since the last reset that did not succeed (attempts still being checked included). */
  failures: number;
  updatedAt: Date;
  /** No attempt is checked before this moment. */
  lockedUntil: Date | null;
}

const MAX_DOUBLINGS = 40;

export function isWaiting(state: ThrottleState | undefined, now: Date): boolean {
  return !!state?.lockedUntil && state.lockedUntil.getTime() > now.getTime();
}

/** The wait that starts when failure number `failures` is counted; 0 while free failures remain. */
export function delayAfterFailure(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(failures - rule.freeFailures, MAX_DOUBLINGS));
}

/** Counts one attempt as a failure (until it is known to have succeeded). Call only when not waiting. */
export function countAttempt(state: ThrottleState | undefined, rule: ThrottleRule, now: Date): ThrottleState {
  const quietSince = state ? Math.max(state.updatedAt.getTime(), state.lockedUntil?.getTime() ?? 0) : 0;
  const failures = !state || now.getTime() - quietSince > rule.forgetAfterMs ? 1 : state.failures + 1;
  const delay = delayAfterFailure(failures, rule);
  return { failures, updatedAt: now, lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null };
}

/** Takes back an attempt that succeeded; ends the wait when free failures remain again. */
export function uncountAttempt(state: ThrottleState, rule: ThrottleRule): ThrottleState {
  const failures = Math.max(0, state.failures - 1);
  return { ...state, failures, lockedUntil: failures < rule.freeFailures ? null : state.lockedUntil };
}
