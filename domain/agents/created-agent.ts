/**
 * The "Created agent" of seed 001 §3: what the agent wizard makes beyond an agent's type, capabilities and
 * autonomy — the triggers that set it to work, its working hours and how it notifies — and the texts of §8
 * the wizard's requests can meet.
 */
import { isActionType } from './action-types';
import { AGENT_TYPES, type AgentType } from './types';

/** What can set an agent to work. */
export const AGENT_TRIGGERS = ['email.received', 'task.created', 'calendar.event_created', 'schedule.daily', 'manual'] as const;
export type AgentTrigger = (typeof AGENT_TRIGGERS)[number];

export const AGENT_TRIGGER_LABELS: Record<AgentTrigger, string> = {
  'email.received': 'An e-mail arrives',
  'task.created': 'A task is created',
  'calendar.event_created': 'A calendar event is created',
  'schedule.daily': 'Once a day',
  manual: 'When you ask',
};

/** "HH:MM" (24-hour) in the user's time zone; an end before the start spans midnight. */
export interface WorkingHours {
  start: string;
  end: string;
}

export const NOTIFICATION_FREQUENCIES = ['immediate', 'hourly', 'daily'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export const URGENCY_LEVELS = ['low', 'medium', 'high'] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];

export interface NotificationPreferences {
  /** immediate: one notification per approval; hourly/daily: one per agent, kept up to date for that long. */
  frequency: NotificationFrequency;
  /** Approvals less urgent than this do not notify (they still wait in the audit queue). */
  urgencyThreshold: Urgency;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { frequency: 'immediate', urgencyThreshold: 'low' };

/** Texts of seed 001 §8 (verbatim) and of the wizard's own requests. */
export const CREATED_AGENT_MESSAGES = {
  unknownAgentType: 'Unknown agent type',
  unknownCapability: (name: string) => `Unknown actionType: ${name}`,
  agentWithIdNotFound: (id: string) => `Agent with ID ${id} not found.`,
  unknownTrigger: (name: string) => `Unknown trigger: ${name}`,
  sameWorkingHours: 'Working hours must end at a different time than they start.',
  actionNotFound: 'Action not found',
  onlyCompletedRated: 'Only a completed action can be rated.',
} as const;

export function isAgentType(value: string): value is AgentType {
  return (AGENT_TYPES as readonly string[]).includes(value);
}

export function isAgentTrigger(value: string): value is AgentTrigger {
  return (AGENT_TRIGGERS as readonly string[]).includes(value);
}

/** Why a created or updated agent is refused, or null; only the fields given are checked. */
export function createdAgentProblem(input: { type?: string; capabilities?: readonly string[]; triggers?: readonly string[]; workingHours?: WorkingHours | null }): string | null {
  if (input.type !== undefined && !isAgentType(input.type)) return CREATED_AGENT_MESSAGES.unknownAgentType;
  const unknownCapability = input.capabilities?.find((capability) => !isActionType(capability));
  if (unknownCapability !== undefined) return CREATED_AGENT_MESSAGES.unknownCapability(unknownCapability);
  const unknownTrigger = input.triggers?.find((trigger) => !isAgentTrigger(trigger));
  if (unknownTrigger !== undefined) return CREATED_AGENT_MESSAGES.unknownTrigger(unknownTrigger);
  if (input.workingHours && input.workingHours.start === input.workingHours.end) return CREATED_AGENT_MESSAGES.sameWorkingHours;
  return null;
}
