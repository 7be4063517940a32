/** Seed 000 §9: recovery and error-monitor constants. */
export const RECOVERY_MAX_ATTEMPTS = 3;
export const RECOVERY_ACTION_PAUSE_MS = 1000;
export const RESOLVED_PURGE_AGE_MS = 24 * 60 * 60 * 1000;
export const MONITOR_REFRESH_MS = 30_000;
export const MONITOR_AUTO_HIDE_MS = 10_000;
export const MONITOR_MAX_SHOWN = 10;
/** Unhandled rejections and global errors are captured at this severity (§4). */
export const GLOBAL_ERROR_SEVERITY = 'medium' as const;
