import { useSyncExternalStore } from 'react';
import {
  classifyFailure,
  RecoveryEngine,
  shortMessage,
  type ErrorInput,
  type ErrorSeverity,
  type RecoveryActions,
  type TrackedError,
} from '../../../../domain/errors/recovery';
import { ApiError } from '../../api/ApiError';
import { browserRecoveryActions, hasProviderToken } from '../recoveryActions';

let actions: RecoveryActions = browserRecoveryActions;
let providerToken: () => boolean = hasProviderToken;

/** The tab's one error monitor (seed 000 §2–§4): what failed, and the recovery it is getting. */
export const errorMonitor = new RecoveryEngine({
  environment: {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    newId: () => crypto.randomUUID(),
    hasProviderToken: () => providerToken(),
  },
  actions: {
    refreshToken: (error) => actions.refreshToken(error),
    reauthenticate: (error) => actions.reauthenticate(error),
    clearStorage: (error) => actions.clearStorage(error),
    logout: (error) => actions.logout(error),
    reload: (error) => actions.reload(error),
  },
});

/** Replaces some recovery actions (the signed-in shell binds its own sign-out); returns the undo. */
export function configureRecovery(patch: Partial<RecoveryActions>, hasProviderToken?: () => boolean): () => void {
  const before = { actions, providerToken };
  actions = { ...actions, ...patch };
  if (hasProviderToken) providerToken = hasProviderToken;
  return () => {
    actions = before.actions;
    providerToken = before.providerToken;
  };
}

/** Reports a failure to the monitor (type, severity, message, context); null when it is silenced noise. */
export function reportError(input: ErrorInput): TrackedError | null {
  return errorMonitor.capture(input);
}

export interface FailureReport {
  severity: ErrorSeverity;
  context?: string;
  retry?: () => Promise<boolean>;
}

/** The tracked type and texts of anything thrown. */
export function describeFailure(error: unknown): Pick<ErrorInput, 'type' | 'message' | 'stack'> {
  if (error instanceof ApiError) {
    return { type: classifyFailure({ name: error.name, message: error.message, status: error.status, code: error.code }), message: error.message, stack: error.stack ?? null };
  }
  if (error instanceof Error) {
    return { type: classifyFailure({ name: error.name, message: error.message }), message: shortMessage(`${error.name}: ${error.message}`), stack: error.stack ?? null };
  }
  const text = typeof error === 'string' ? error : safeJson(error);
  return { type: classifyFailure({ message: text }), message: shortMessage(text), stack: null };
}

/** Reports anything thrown, typed from what it is. */
export function reportFailure(error: unknown, report: FailureReport): TrackedError | null {
  return reportError({ ...describeFailure(error), ...report });
}

export function useTrackedErrors(): readonly TrackedError[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const subscribe = (listener: () => void) => errorMonitor.subscribe(listener);
const snapshot = () => errorMonitor.list();

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
