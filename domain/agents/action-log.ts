/** The action log of seed 001 §3 ("Action log entry"): each agent action as start, then completion or error. */
import { ACTION_TYPES, isActionType } from './action-types';

export const ACTION_LOG_TYPES = ['action_start', 'action_complete', 'action_error'] as const;
export type ActionLogType = (typeof ACTION_LOG_TYPES)[number];

export const FEEDBACK_RATINGS = ['good', 'bad'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export interface ActionFeedback {
  rating: FeedbackRating;
  note: string;
}

export interface ActionLogEntry {
  /** `${actionId}:${type}` */
  id: string;
  type: ActionLogType;
  agentId: string;
  actionId: string;
  actionType: string;
  /** The action's label, e.g. "Classify". */
  action: string;
  result: unknown;
  error: string | null;
  timestamp: string;
  feedback: ActionFeedback | null;
}

/** An agent action as stored (agent_actions), with the person's feedback on it. */
export interface LoggedAction {
  id: string;
  agentId: string;
  type: string;
  status: 'pending' | 'completed' | 'failed';
  output: unknown;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  feedback: ActionFeedback | null;
}

export const DEFAULT_ACTION_LOG_LIMIT = 50;
export const MAX_ACTION_LOG_LIMIT = 500;

export function actionLabel(type: string): string {
  return isActionType(type) ? ACTION_TYPES[type].label : type;
}

/** The log entries of some actions, newest first, at most `limit`. */
export function toActionLog(actions: readonly LoggedAction[], limit = DEFAULT_ACTION_LOG_LIMIT): ActionLogEntry[] {
  const entries = actions.flatMap((action): ActionLogEntry[] => {
    const base = { agentId: action.agentId, actionId: action.id, actionType: action.type, action: actionLabel(action.type), feedback: action.feedback };
    const start: ActionLogEntry = { ...base, id: `${action.id}:action_start`, type: 'action_start', result: null, error: null, timestamp: action.startedAt ?? action.createdAt };
    if (action.status === 'completed' && action.completedAt) {
      return [start, { ...base, id: `${action.id}:action_complete`, type: 'action_complete', result: action.output ?? null, error: null, timestamp: action.completedAt }];
    }
    if (action.status === 'failed') {
      return [start, { ...base, id: `${action.id}:action_error`, type: 'action_error', result: null, error: action.error ?? 'Failed', timestamp: action.completedAt ?? start.timestamp }];
    }
    return [start];
  });
  // Newest first; of one action at one instant, its outcome before its start.
  const order: Record<ActionLogType, number> = { action_complete: 0, action_error: 0, action_start: 1 };
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || order[a.type] - order[b.type] || a.id.localeCompare(b.id)).slice(0, limit);
}
