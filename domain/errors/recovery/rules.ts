import type { RecoveryAction, TrackedError } from './types';

/** What the engine knows, at the moment of an attempt, about the error and the handlers its reporter gave. */
export interface PlanFacts {
  hasProviderToken: boolean;
  canRetry: boolean;
  hasFallback: boolean;
}

/**
 * The actions one recovery attempt runs, in the priority order of seed 000 §4 (refresh token, clear storage,
 * retry, fallback, logout, reload page), chosen by the recovery rules of §8. `error.attempts` counts the
 * attempt being made (1 for the first).
 */
export function recoveryPlan(error: TrackedError, facts: PlanFacts): RecoveryAction[] {
  const plan: RecoveryAction[] = [];
  // Auth error containing 401: token refresh; missing provider token, or 2 or more attempts: re-authenticate.
  if (error.type === 'auth' && mentions401(error)) {
    plan.push(!facts.hasProviderToken || error.attempts >= 2 ? 'reauthenticate' : 'refreshToken');
  }
  // Quota error: clear cache entries and knowledge-base backups from local storage.
  if (error.type === 'quota') plan.push('clearStorage');
  // API error with fewer than 3 attempts: retry. A network failure of the same call is retried the same way.
  if ((error.type === 'api' || error.type === 'network') && error.attempts < 3 && facts.canRetry) plan.push('retry');
  if (facts.hasFallback) plan.push('fallback');
  // Auth error with 3 or more attempts: forced logout and redirect to /login.
  if (error.type === 'auth' && error.attempts >= 3) plan.push('logout');
  // Critical error with 2 or more attempts: reload the page.
  if (error.type === 'critical' && error.attempts >= 2) plan.push('reload');
  return plan;
}

/** Whether some attempt still left could run an action (the monitor offers Retry only then). */
export function canStillRecover(error: TrackedError, facts: PlanFacts): boolean {
  if (error.resolved) return false;
  for (let attempt = error.attempts + 1; attempt <= error.maxAttempts; attempt += 1) {
    if (recoveryPlan({ ...error, attempts: attempt }, facts).length > 0) return true;
  }
  return false;
}

function mentions401(error: TrackedError): boolean {
  return /\b401\b/.test(error.message) || /\b401\b/.test(error.context ?? '');
}

/** Seed 000 §2: the monitor opens by itself for a new critical or high error. */
export function opensMonitor(error: TrackedError): boolean {
  return !error.resolved && (error.severity === 'critical' || error.severity === 'high');
}

/** §8: local-storage entries a quota error may clear — cache entries and knowledge-base backups, not preferences. */
export function isClearableStorageKey(key: string): boolean {
  return /cache/i.test(key) || /(knowledge|kb)[-_. ]?(base)?[-_. ]?backup/i.test(key);
}

/**
 * §8 silenced noise: global errors and unhandled rejections that mention a document-viewer worker (the PDF
 * viewer's worker) or an unknown-error exception are suppressed.
 */
export function isSilencedNoise(text: string): boolean {
  return (
    /pdf\.?worker|pdf\.js worker|pdfjs.*worker|fake worker|document[- ]viewer worker/i.test(text) ||
    /UnknownErrorException|unknown[- ]error exception/i.test(text)
  );
}
