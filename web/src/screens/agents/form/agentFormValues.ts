import { isActionType, type ActionType } from '../../../../../domain/agents/action-types';
import { SEEDED_AGENTS, TYPED_AGENT_DEFAULTS } from '../../../../../domain/agents/agent-defaults';
import type { NotificationPreferences } from '../../../../../domain/agents/created-agent';
import type { Agent, AgentType, AutonomyLevel } from '../../../../../domain/agents/types';
import type { AgentChanges, AgentInput } from '../../../api/agents';
import { agentTypeLabel } from '../agentVisuals';

/** The agent form's fields, and how they map to and from the API. */
export interface AgentFormValues {
  name: string;
  type: AgentType;
  description: string;
  autonomyLevel: AutonomyLevel;
  capabilities: ActionType[];
  model: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
  /** Only in the edit drawer: what the wizard also sets. */
  customPrompt?: string;
  triggers?: string[];
  hours?: 'any' | 'range';
  start?: string;
  end?: string;
  frequency?: NotificationPreferences['frequency'];
  urgencyThreshold?: NotificationPreferences['urgencyThreshold'];
}

/** A new agent of this type: §9's model defaults for the typed agents, the seeded agents' for research and code. */
export function defaultsForType(type: AgentType): AgentFormValues {
  const base = { name: `${agentTypeLabel(type)} Agent`, type, description: '', autonomyLevel: 'supervised' as const };
  if (type === 'research' || type === 'code') {
    const seed = SEEDED_AGENTS.find((agent) => agent.type === type)!;
    return { ...base, capabilities: [...seed.capabilities], ...seed.config };
  }
  const { capabilities, model, temperature, maxTokens } = TYPED_AGENT_DEFAULTS[type];
  return { ...base, capabilities: [...capabilities], model, temperature, maxTokens, systemPrompt: '' };
}

export function valuesOf(agent: Agent): AgentFormValues {
  return {
    name: agent.name,
    type: agent.type,
    description: agent.description,
    autonomyLevel: agent.autonomyLevel,
    capabilities: agent.capabilities.filter(isActionType),
    ...agent.config,
    customPrompt: agent.config.customPrompt ?? '',
    triggers: agent.triggers,
    hours: agent.workingHours ? 'range' : 'any',
    start: agent.workingHours?.start ?? '09:00',
    end: agent.workingHours?.end ?? '17:00',
    frequency: agent.notificationPreferences.frequency,
    urgencyThreshold: agent.notificationPreferences.urgencyThreshold,
  };
}

function common(values: AgentFormValues) {
  return {
    name: values.name.trim(),
    description: values.description?.trim() ?? '',
    autonomyLevel: values.autonomyLevel,
    capabilities: values.capabilities ?? [],
    config: {
      model: values.model.trim(),
      temperature: values.temperature,
      maxTokens: values.maxTokens,
      systemPrompt: values.systemPrompt ?? '',
    },
  };
}

export function inputOf(values: AgentFormValues): AgentInput {
  return { type: values.type, ...common(values) };
}

export function changesOf(values: AgentFormValues): AgentChanges {
  const changes: AgentChanges = common(values);
  if (values.customPrompt !== undefined) changes.config = { ...changes.config, customPrompt: values.customPrompt };
  if (values.triggers) changes.triggers = values.triggers;
  if (values.hours) changes.workingHours = values.hours === 'range' && values.start && values.end ? { start: values.start, end: values.end } : null;
  if (values.frequency && values.urgencyThreshold) changes.notificationPreferences = { frequency: values.frequency, urgencyThreshold: values.urgencyThreshold };
  return changes;
}
