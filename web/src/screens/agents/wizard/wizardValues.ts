import type { ActionType } from '../../../../../domain/agents/action-types';
import { AGENT_TYPES, type AgentType, type AutonomyLevel } from '../../../../../domain/agents/types';
import { AGENT_TRIGGER_LABELS, AGENT_TRIGGERS, isAgentTrigger, type AgentTrigger, type Urgency } from '../../../../../domain/agents/created-agent';
import type { Frequency, WizardAgentInput } from '../../../api/agentWork';
import { defaultsForType } from '../form/agentFormValues';

/** The wizard's fields, their defaults per agent type, and the agent they make. */
export interface WizardValues {
  type: AgentType;
  name: string;
  description: string;
  autonomyLevel: AutonomyLevel;
  capabilities: ActionType[];
  triggers: string[];
  model: string;
  maxTokens: number;
  temperature: number;
  systemPrompt: string;
  customPrompt: string;
  hours: 'any' | 'range';
  start: string;
  end: string;
  frequency: Frequency;
  urgencyThreshold: Urgency;
}

/** What each type of agent is for, in plain words. */
export const TYPE_PURPOSES: Readonly<Record<AgentType, string>> = {
  email: 'Reads incoming mail, sorts and labels it, sums it up and drafts replies for you to check.',
  document: 'Sums up and sorts documents, and drafts letters and notes for your review.',
  calendar: 'Proposes hearings and meetings on your calendar and moves events when plans change.',
  task: 'Turns what arrives into tasks and keeps them up to date.',
  research: 'Sums up and sorts documents and correspondence, and drafts research notes.',
  code: 'Drafts scripts and automation snippets on request; it never runs anything.',
};

/** What can start an agent. */
export const TRIGGER_OPTIONS = AGENT_TRIGGERS.map((value) => ({ value, label: AGENT_TRIGGER_LABELS[value] }));

const DEFAULT_TRIGGERS: Readonly<Record<AgentType, AgentTrigger[]>> = {
  email: ['email.received'],
  document: ['manual'],
  calendar: ['calendar.event_created'],
  task: ['task.created'],
  research: ['manual'],
  code: ['manual'],
};

export function triggerLabel(value: string): string {
  return isAgentTrigger(value) ? AGENT_TRIGGER_LABELS[value] : value;
}

export const FREQUENCY_OPTIONS: { value: Frequency; label: string }[] = [
  { value: 'immediate', label: 'Right away' },
  { value: 'hourly', label: 'At most once an hour' },
  { value: 'daily', label: 'Once a day' },
];

export const URGENCY_OPTIONS: { value: Urgency; label: string }[] = [
  { value: 'low', label: 'Everything' },
  { value: 'medium', label: 'Medium and high urgency' },
  { value: 'high', label: 'High urgency only' },
];

export function frequencyLabel(value: Frequency): string {
  return FREQUENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function urgencyLabel(value: Urgency): string {
  return URGENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** `?type=email` from another screen, when it names a known type. */
export function typeFromQuery(value: string | null): AgentType | null {
  return AGENT_TYPES.find((type) => type === value) ?? null;
}

export function wizardDefaults(type: AgentType): WizardValues {
  const base = defaultsForType(type);
  return {
    ...base,
    triggers: [...DEFAULT_TRIGGERS[type]],
    customPrompt: '',
    hours: 'any',
    start: '09:00',
    end: '17:00',
    frequency: 'immediate',
    urgencyThreshold: 'low',
  };
}

/** The fields a type change refills: what the person wrote about the agent stays. */
export function typeChange(type: AgentType, current: Partial<WizardValues>, nameTouched: boolean): Partial<WizardValues> {
  const defaults = wizardDefaults(type);
  return {
    type,
    capabilities: defaults.capabilities,
    triggers: defaults.triggers,
    model: defaults.model,
    maxTokens: defaults.maxTokens,
    temperature: defaults.temperature,
    systemPrompt: defaults.systemPrompt,
    name: nameTouched && current.name ? current.name : defaults.name,
  };
}

export function wizardInput(values: WizardValues): WizardAgentInput {
  return {
    name: values.name.trim(),
    type: values.type,
    description: values.description?.trim() ?? '',
    autonomyLevel: values.autonomyLevel,
    capabilities: values.capabilities ?? [],
    triggers: values.triggers ?? [],
    config: {
      model: values.model.trim(),
      maxTokens: values.maxTokens,
      temperature: values.temperature,
      systemPrompt: values.systemPrompt ?? '',
      customPrompt: values.customPrompt ?? '',
    },
    workingHours: values.hours === 'range' ? { start: values.start, end: values.end } : null,
    notificationPreferences: { frequency: values.frequency, urgencyThreshold: values.urgencyThreshold },
  };
}

/** "09:00–17:00" or "Any time". */
export function hoursText(hours: { start: string; end: string } | null): string {
  return hours ? `${hours.start}–${hours.end}` : 'Any time';
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
