import type { ErrorType } from './types';

/** The parts of a thrown value the monitor can read without knowing its class. */
export interface FailureFacts {
  name?: string;
  message: string;
  /** HTTP status of a failed API call; 0 when the server could not be reached. */
  status?: number;
  code?: string;
}

/** The tracked-error type (seed 000 §3) of a failure. */
export function classifyFailure(facts: FailureFacts): ErrorType {
  if (facts.name === 'QuotaExceededError' || /quota/i.test(facts.message)) return 'quota';
  if (facts.status === 0 || facts.code === 'NETWORK_ERROR' || /failed to fetch|networkerror|network error/i.test(facts.message)) {
    return 'network';
  }
  if (facts.status === 401 || facts.status === 403) return 'auth';
  if (facts.status !== undefined) return 'api';
  return 'unknown';
}

/** A text's first line, bounded, for the list: stacks and long bodies stay in the details. */
export function shortMessage(text: string, limit = 300): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > limit ? `${line.slice(0, limit - 1)}…` : line || 'Unknown error';
}
