import type { AutonomyLevel } from './types';
import { actionRisk, type ActionType } from './action-types';

/**
 * Whether a person must approve before the action runs:
 * - reading and writing text never needs approval;
 * - easy-to-undo changes need it only from a supervised agent;
 * - calendar changes need it unless the agent is autonomous;
 * - sending or deleting mail always needs it.
 */
export function requiresApproval(type: ActionType, autonomy: AutonomyLevel, forced = false): boolean {
  if (forced) return true;
  switch (actionRisk(type)) {
    case 'none':
      return false;
    case 'low':
      return autonomy === 'supervised';
    case 'high':
      return autonomy !== 'autonomous';
    case 'irreversible':
      return true;
  }
}

/** How long a proposal waits for a decision unless the request says otherwise. */
export const DEFAULT_APPROVAL_EXPIRY_SECONDS = 24 * 60 * 60;
export const MIN_APPROVAL_EXPIRY_SECONDS = 1;
export const MAX_APPROVAL_EXPIRY_SECONDS = 30 * 24 * 60 * 60;

/** Agent retry with backoff (seed 001 §9): 3 attempts, 1000 ms doubling. */
export const AGENT_ACTION_RETRY = { maximumAttempts: 3, initialIntervalMs: 1000, backoffCoefficient: 2 } as const;
