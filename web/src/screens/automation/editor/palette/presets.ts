/** Palette items that add a step already set up for one job: an agent step that asks an assistant. */
import { ACTION_TYPES } from '../../../../../../domain/agents/action-types';
import type { Agent } from '../../../../../../domain/agents/types';
import { ASK_ASSISTANT_ACTION } from '../../../../../../domain/assistant-triggers/question';
import type { AgentActionParameters } from '../../../../../../domain/automation/definition';

export const ASK_ASSISTANT_PRESET = 'ask_assistant';
export type PresetName = typeof ASK_ASSISTANT_PRESET;

export const PRESETS: Readonly<Record<PresetName, { label: string; hint: string }>> = {
  ask_assistant: { label: ACTION_TYPES[ASK_ASSISTANT_ACTION].label, hint: 'An assistant answers from its documents' },
};

export function isPresetName(value: string): value is PresetName {
  return value === ASK_ASSISTANT_PRESET;
}

/** The first agent able to ask an assistant, or '' (the step then asks to choose one). */
export function askAgentOf(agents: readonly Agent[]): string {
  return agents.find((agent) => agent.status !== 'inactive' && agent.capabilities.includes(ASK_ASSISTANT_ACTION))?.id ?? '';
}

export function presetStep(name: PresetName, askAgentId: string): { label: string; parameters: AgentActionParameters } {
  return { label: PRESETS[name].label, parameters: { agentId: askAgentId, actionType: ASK_ASSISTANT_ACTION, input: {}, outputMapping: {} } };
}
