/**
 * What agents can do. Each action type is also the capability that allows it, and carries the
 * risk that decides whether a person must approve it first.
 */
export type ActionRisk =
  /** Reads or produces text only; changes nothing. */
  | 'none'
  /** Changes something that is easy to undo (labels, drafts, tasks). */
  | 'low'
  /** Changes what others see or rely on (calendar). */
  | 'high'
  /** Cannot be taken back (sending or deleting mail). */
  | 'irreversible';

export const ACTION_TYPES = {
  'email.draft_reply': { risk: 'low', label: 'Draft a reply' },
  'email.send_reply': { risk: 'irreversible', label: 'Send a reply' },
  'email.label': { risk: 'low', label: 'Label an e-mail' },
  'email.archive': { risk: 'low', label: 'Archive an e-mail' },
  'email.move': { risk: 'low', label: 'Move an e-mail' },
  'email.delete': { risk: 'irreversible', label: 'Delete an e-mail' },
  'calendar.create_event': { risk: 'high', label: 'Create a calendar event' },
  'calendar.update_event': { risk: 'high', label: 'Move a calendar event' },
  'task.create': { risk: 'low', label: 'Create a task' },
  'task.update': { risk: 'low', label: 'Update a task' },
  'ai.summarise': { risk: 'none', label: 'Summarise' },
  'ai.classify': { risk: 'none', label: 'Classify' },
  'ai.draft': { risk: 'none', label: 'Draft text' },
  /** Asks one of the user's assistants (answers from its linked documents); no agent holds it unless granted. */
  'ai.ask_assistant': { risk: 'none', label: 'Ask an assistant' },
} as const satisfies Record<string, { risk: ActionRisk; label: string }>;

export type ActionType = keyof typeof ACTION_TYPES;

export function isActionType(value: string): value is ActionType {
  return Object.prototype.hasOwnProperty.call(ACTION_TYPES, value);
}

export function actionRisk(type: ActionType): ActionRisk {
  return ACTION_TYPES[type].risk;
}

/** Texts of seed 001 §5 and §8, verbatim. */
export const AGENT_MESSAGES = {
  missingCapability: (name: string) => `Agent does not have the capability to perform action: ${name}`,
  unknownActionType: (type: string) => `Unknown action type: ${type}`,
  unsupportedEmailAction: 'Unsupported email action type',
  requiresApproval: 'Action requires approval',
  agentNotFound: 'Agent not found',
  agentInactive: 'The agent is inactive: activate it before it can act.',
  alreadyDecided: 'This action has already been decided.',
  expired: 'This action expired before anyone approved it.',
} as const;

/** Why an action request is refused before anything happens, or null when it may proceed. */
export function actionRequestProblem(type: string, capabilities: readonly string[]): string | null {
  if (!isActionType(type)) return type.startsWith('email.') ? AGENT_MESSAGES.unsupportedEmailAction : AGENT_MESSAGES.unknownActionType(type);
  if (!capabilities.includes(type)) return AGENT_MESSAGES.missingCapability(type);
  return null;
}
