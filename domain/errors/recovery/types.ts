/** The tracked error of seed 000 §3 and the pieces the recovery engine works with (§4, §8, §9). */

export const ERROR_TYPES = ['auth', 'api', 'storage', 'quota', 'critical', 'unknown', 'network'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorSeverity = (typeof ERROR_SEVERITIES)[number];

export interface TrackedError {
  id: string;
  type: ErrorType;
  severity: ErrorSeverity;
  message: string;
  stack: string | null;
  /** Where it happened, in words a person can follow (e.g. the data being loaded). */
  context: string | null;
  /** Milliseconds since the epoch. */
  timestamp: number;
  resolved: boolean;
  /** When it was resolved (null while unresolved); the 24 h purge counts from here. */
  resolvedAt: number | null;
  attempts: number;
  maxAttempts: number;
}

/** What a reporter says about a failure; optional handlers let recovery re-run or replace the failed work. */
export interface ErrorInput {
  type: ErrorType;
  severity: ErrorSeverity;
  message: string;
  stack?: string | null;
  context?: string | null;
  /** Re-runs what failed; resolves true when it now worked. */
  retry?: () => Promise<boolean>;
  /** Serves a substitute for what failed; resolves true when that is good enough. */
  fallback?: () => Promise<boolean>;
}

/** The recovery actions, in the priority order of §4. 'reauthenticate' takes refresh's place per §8. */
export const RECOVERY_ACTIONS = ['refreshToken', 'reauthenticate', 'clearStorage', 'retry', 'fallback', 'logout', 'reload'] as const;
export type RecoveryAction = (typeof RECOVERY_ACTIONS)[number];

/** What the actions do; each resolves true when it succeeded. Supplied by the browser. */
export type RecoveryActions = Record<Exclude<RecoveryAction, 'retry' | 'fallback'>, (error: TrackedError) => Promise<boolean>>;

export interface RecoveryEnvironment {
  now(): number;
  sleep(ms: number): Promise<void>;
  newId(): string;
  /** Whether a mail/calendar provider token is at hand (§8: without one, re-authenticate instead of refreshing). */
  hasProviderToken(): boolean;
}
