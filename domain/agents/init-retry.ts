/** Initialisation retry (seed 001 §9): 3 attempts, 2 s before the second, each wait 1.5 times the one before. */
export const AGENT_INIT_RETRY = { attempts: 3, initialDelayMs: 2000, multiplier: 1.5 } as const;

/** The wait before retry number `retry` (0 = the first retry): 2000 ms, then 3000 ms. */
export function initRetryDelayMs(retry: number): number {
  return Math.round(AGENT_INIT_RETRY.initialDelayMs * AGENT_INIT_RETRY.multiplier ** Math.max(0, retry));
}

/** Whether another attempt follows after `failures` failed attempts. */
export function shouldRetryInit(failures: number): boolean {
  return failures < AGENT_INIT_RETRY.attempts;
}
