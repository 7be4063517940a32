import type { ActionType } from './action-types';
import type { AgentConfig, AgentType, AutonomyLevel } from './types';

/** Two model tiers (seed 001 §9): the larger for e-mail and documents, the smaller for calendar and tasks. */
export const MODEL_TIERS = { large: 'gpt-4o', small: 'gpt-4o-mini' } as const;

/** Model defaults per typed agent (seed 001 §9). */
export const TYPED_AGENT_DEFAULTS: Record<'email' | 'document' | 'calendar' | 'task', Omit<AgentConfig, 'systemPrompt'> & { capabilities: ActionType[] }> = {
  email: { model: MODEL_TIERS.large, maxTokens: 2000, temperature: 0.7, capabilities: ['email.draft_reply', 'email.send_reply', 'email.label', 'email.archive', 'email.move', 'email.delete', 'ai.summarise', 'ai.classify', 'ai.draft'] },
  document: { model: MODEL_TIERS.large, maxTokens: 4000, temperature: 0.5, capabilities: ['ai.summarise', 'ai.classify', 'ai.draft'] },
  calendar: { model: MODEL_TIERS.small, maxTokens: 1000, temperature: 0.3, capabilities: ['calendar.create_event', 'calendar.update_event', 'ai.summarise'] },
  task: { model: MODEL_TIERS.small, maxTokens: 1500, temperature: 0.4, capabilities: ['task.create', 'task.update', 'ai.summarise'] },
};

export interface SeedAgent {
  name: string;
  type: AgentType;
  description: string;
  autonomyLevel: AutonomyLevel;
  capabilities: ActionType[];
  config: AgentConfig;
}

/** The two agents every workspace starts with (seed 001 §3). */
export const SEEDED_AGENTS: SeedAgent[] = [
  {
    name: 'Research Assistant',
    type: 'research',
    description: 'Summarises and classifies documents and correspondence, and drafts research notes for your review.',
    autonomyLevel: 'semi-autonomous',
    capabilities: ['ai.summarise', 'ai.classify', 'ai.draft'],
    config: { model: MODEL_TIERS.large, temperature: 0.5, maxTokens: 4000, systemPrompt: 'You are a careful legal research assistant. Everything you write is a draft for an attorney to review.' },
  },
  {
    name: 'Code Assistant',
    type: 'code',
    description: 'Drafts scripts and automation snippets on request; never runs anything.',
    autonomyLevel: 'supervised',
    capabilities: ['ai.draft'],
    config: { model: MODEL_TIERS.small, temperature: 0.2, maxTokens: 2000, systemPrompt: 'You write clear, well-commented code for the user to review.' },
  },
];
