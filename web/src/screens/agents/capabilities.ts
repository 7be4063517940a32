import { ACTION_TYPES, isActionType, type ActionRisk, type ActionType } from '../../../../domain/agents/action-types';
import { requiresApproval } from '../../../../domain/agents/approval-policy';
import type { AutonomyLevel } from '../../../../domain/agents/types';

/** Capabilities (= action types) grouped for display, and which of them the autonomy level holds for approval. */

export const CAPABILITY_AREAS = [
  { key: 'email', title: 'E-mail' },
  { key: 'calendar', title: 'Calendar' },
  { key: 'task', title: 'Tasks' },
  { key: 'ai', title: 'Text' },
] as const;

export const RISK_VISUALS: Readonly<Record<ActionRisk, { label: string; color: string }>> = {
  none: { label: 'Text only', color: 'default' },
  low: { label: 'Easy to undo', color: 'green' },
  high: { label: 'Others rely on it', color: 'orange' },
  irreversible: { label: 'Cannot be undone', color: 'red' },
};

const ALL = Object.keys(ACTION_TYPES).filter(isActionType);

export function capabilitiesIn(area: string): ActionType[] {
  return ALL.filter((type) => type.split('.')[0] === area);
}

export function actionLabel(type: string): string {
  return isActionType(type) ? ACTION_TYPES[type].label : type;
}

export interface ApprovalSplit {
  /** Actions that wait in the Audit Queue for a person's decision. */
  held: ActionType[];
  /** Actions that run as soon as the agent proposes them. */
  free: ActionType[];
}

export function approvalSplit(capabilities: readonly string[], autonomy: AutonomyLevel): ApprovalSplit {
  const known = capabilities.filter(isActionType);
  return {
    held: known.filter((type) => requiresApproval(type, autonomy)),
    free: known.filter((type) => !requiresApproval(type, autonomy)),
  };
}
