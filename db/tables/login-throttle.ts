/** One row per throttled key: a client address, or an account e-mail from one client address. */
export interface LoginThrottleTable {
  scope: 'account-client' | 'client';
  subject: string;
  /** Attempts reserved since the last reset that did not succeed (in flight ones included). */
  failures: number;
  updated_at: Date;
  /** No attempt is checked before this moment. */
  locked_until: Date | null;
}
