import { TOKEN_SCHEDULE } from './rules';

/** The timer functions the schedule uses (the global ones in the browser; fake ones in tests). */
export interface ScheduleTimers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface TokenScheduleActions {
  /** The background refresh: 1 s after start, then every 30 minutes. */
  backgroundRefresh(): void;
  /** The 5-minute check (refreshes proactively when under 15 minutes remain). */
  check(): void;
}

const globalTimers: ScheduleTimers = {
  setTimeout: (handler, ms) => globalThis.setTimeout(handler, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
  setInterval: (handler, ms) => globalThis.setInterval(handler, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Parameters<typeof globalThis.clearInterval>[0]),
};

/**
 * Starts the token lifecycle's timers (seed 000 §4, §9): the background refresh 1 s after start and every
 * 30 minutes (1,800,000 ms), and the check every 5 minutes. Returns the function that stops them all.
 */
export function startTokenSchedule(actions: TokenScheduleActions, timers: ScheduleTimers = globalTimers): () => void {
  let interval: unknown = null;
  const first = timers.setTimeout(() => {
    actions.backgroundRefresh();
    interval = timers.setInterval(() => actions.backgroundRefresh(), TOKEN_SCHEDULE.backgroundIntervalMs);
  }, TOKEN_SCHEDULE.firstRunDelayMs);
  const checks = timers.setInterval(() => actions.check(), TOKEN_SCHEDULE.checkIntervalMs);
  return () => {
    timers.clearTimeout(first);
    if (interval !== null) timers.clearInterval(interval);
    timers.clearInterval(checks);
  };
}
