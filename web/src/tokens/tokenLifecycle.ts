import { TOKEN_MESSAGES } from '../../../domain/tokens/messages';
import { startTokenSchedule } from '../../../domain/tokens/schedule';
import {
  initialTokenRefreshStatus,
  refreshFinished,
  refreshStarted,
  type TokenOutcome,
  type TokenRefreshStatus,
} from '../../../domain/tokens/status';
import { ApiError, errorMessage } from '../api/ApiError';
import { fetchTokenStatus, refreshTokensNow, type TokenStatusReport } from '../api/tokens';

/**
 * The mail/calendar token lifecycle in the browser (seed 000 §4, §9). The tokens themselves stay on the
 * server, sealed; this schedules the server's check and refresh and keeps the status object:
 * background refresh 1 s after start and every 30 minutes, a check every 5 minutes that refreshes when
 * under 15 minutes remain, and a check when the tab becomes visible again.
 */

export interface TokenLifecycleSnapshot {
  status: TokenRefreshStatus;
  /** The server's last answer: the linked Google accounts' token states; null before the first check. */
  report: TokenStatusReport | null;
}

/**
 * How a failure reaches the error monitor. A Google token that cannot be renewed is an 'api' failure with
 * no automatic recovery: it must never sign the user out of the workspace (the monitor's rule for repeated
 * 'auth' failures), and the status and /test/gmail-token say what to do.
 */
export interface TokenFailure {
  type: 'api' | 'network';
  severity: 'medium' | 'high';
  message: string;
  context: string;
}

type Listener = () => void;

let snapshot: TokenLifecycleSnapshot = { status: initialTokenRefreshStatus(), report: null };
const listeners = new Set<Listener>();
let reporter: ((failure: TokenFailure) => void) | null = null;

function update(next: TokenLifecycleSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeTokenLifecycle(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function tokenLifecycleSnapshot(): TokenLifecycleSnapshot {
  return snapshot;
}

/** Where failures go (the error monitor); set by the hook that starts the lifecycle. */
export function setTokenFailureReporter(report: ((failure: TokenFailure) => void) | null): void {
  reporter = report;
}

/** Back to the start (sign-out, another user). */
export function resetTokenLifecycle(): void {
  update({ status: initialTokenRefreshStatus(), report: null });
}

function finish(outcome: TokenOutcome, report: TokenStatusReport | null, failure?: Omit<TokenFailure, 'message'>): void {
  const before = snapshot.status;
  update({ status: refreshFinished(before, outcome, new Date().toISOString()), report: report ?? snapshot.report });
  // The monitor hears of a failure when things go wrong, not again at every scheduled run while they stay wrong.
  const alreadyFailing = (outcome.mail === 'error' && before.mail === 'error') || (outcome.identity === 'error' && before.identity === 'error');
  if (!failure || alreadyFailing) return;
  for (const message of outcome.errors ?? []) reporter?.({ ...failure, message });
}

/** The identity side is this workspace's own session: a 401 means it is gone (the app signs out on its own). */
function identityFailure(error: unknown): { outcome: TokenOutcome; failure?: Omit<TokenFailure, 'message'> } {
  const signedOut = error instanceof ApiError && error.status === 401;
  const outcome: TokenOutcome = { identity: 'error', errors: [`Sign-in session: ${signedOut ? TOKEN_MESSAGES.notSignedIn : errorMessage(error)}`] };
  return signedOut ? { outcome } : { outcome, failure: { type: 'network', severity: 'medium', context: 'Checking the sign-in tokens' } };
}

let running: Promise<boolean> | null = null;

/** Asks the server for the tokens' state; returns it (null when the check failed). */
export async function validateTokens(): Promise<TokenStatusReport | null> {
  try {
    const report = await fetchTokenStatus();
    const accounts = report.accounts;
    const mail = accounts.length === 0 ? null : accounts.every((account) => account.valid) ? 'valid' : snapshot.status.mail === 'error' ? 'error' : null;
    finish({ identity: 'valid', mail }, report);
    return report;
  } catch (error) {
    const { outcome, failure } = identityFailure(error);
    finish(outcome, null, failure);
    return null;
  }
}

/**
 * Refreshes the linked Google accounts' tokens now. True when every linked account got a new token;
 * false when one failed, or when no Google account is linked (nothing to refresh). The error monitor's
 * "refresh token" recovery action calls this.
 */
export function refreshMailTokens(): Promise<boolean> {
  running ??= doRefresh().finally(() => {
    running = null;
  });
  return running;
}

async function doRefresh(): Promise<boolean> {
  update({ ...snapshot, status: refreshStarted(snapshot.status) });
  try {
    const report = await refreshTokensNow();
    const failures = report.accounts.filter((account) => account.refreshed === false);
    const errors = failures.map((account) => {
      const text = account.error ?? TOKEN_MESSAGES.refreshFailed;
      return `${text.startsWith('Google:') ? text : `Google: ${text}`} (${account.email})`;
    });
    finish({ identity: 'valid', mail: failures.length > 0 ? 'error' : 'refreshed', errors }, report, { type: 'api', severity: 'high', context: 'Renewing the Google sign-in token' });
    return failures.length === 0;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // No Google account is linked: nothing to refresh, nothing wrong.
      finish({ identity: 'valid', mail: null }, { googleConfigured: snapshot.report?.googleConfigured ?? false, checkedAt: new Date().toISOString(), accounts: [] });
      return false;
    }
    if (error instanceof ApiError && error.status === 401) {
      const { outcome, failure } = identityFailure(error);
      finish(outcome, null, failure);
    } else {
      finish({ mail: 'error', errors: [`${TOKEN_MESSAGES.criticalPrefix}${errorMessage(error)}`] }, null, { type: 'api', severity: 'high', context: 'Renewing the Google sign-in token' });
    }
    return false;
  }
}

/** The background refresh: looks first, and refreshes only when a Google account is linked. */
async function backgroundRefresh(): Promise<void> {
  const report = await validateTokens();
  if (report && report.accounts.length > 0) await refreshMailTokens();
}

/** The 5-minute check: refreshes when any linked account's token has under 15 minutes left. */
async function checkAndRefresh(): Promise<void> {
  const report = await validateTokens();
  if (report?.accounts.some((account) => account.refreshDue)) await refreshMailTokens();
}

/** Back on the tab: validates, and refreshes only a token that no longer counts as valid. */
async function validateOnReturn(): Promise<void> {
  const report = await validateTokens();
  if (report?.accounts.some((account) => !account.valid)) await refreshMailTokens();
}

/**
 * Starts the schedule and the tab-visibility check; returns the function that stops both. With no
 * Google account linked, each run is one status request and nothing else.
 */
export function startTokenLifecycle(): () => void {
  const stopSchedule = startTokenSchedule({
    backgroundRefresh: () => void backgroundRefresh(),
    check: () => void checkAndRefresh(),
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void validateOnReturn();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopSchedule();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
