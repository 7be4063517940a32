/**
 * How urgent an approval is, for the agent's notification preferences: low for actions that change nothing
 * or are easy to undo, medium for calendar changes, high for sending or deleting mail. The audit trigger of
 * migration 2026_11_29_0003 (SQL function agent_action_urgency) applies the same mapping; a test keeps the two equal.
 */
import { actionRisk, isActionType, type ActionRisk } from './action-types';
import type { NotificationPreferences, Urgency } from './created-agent';

const URGENCY_OF_RISK: Record<ActionRisk, Urgency> = { none: 'low', low: 'low', high: 'medium', irreversible: 'high' };
const RANK: Record<Urgency, number> = { low: 0, medium: 1, high: 2 };

export function actionUrgency(type: string): Urgency {
  return isActionType(type) ? URGENCY_OF_RISK[actionRisk(type)] : 'low';
}

/** Whether an approval of this urgency notifies under the threshold (at or above it). */
export function meetsUrgencyThreshold(urgency: Urgency, threshold: Urgency): boolean {
  return RANK[urgency] >= RANK[threshold];
}

/** For the wizard's preview: how an approval of this action reaches the person. */
export function approvalNotice(type: string, preferences: NotificationPreferences): 'none' | 'immediate' | 'hourly' | 'daily' {
  return meetsUrgencyThreshold(actionUrgency(type), preferences.urgencyThreshold) ? preferences.frequency : 'none';
}
