/**
 * Templates cannot know the user's agents, so their agent_action nodes hold a placeholder agentId,
 * `{{agent:<type>}}` (e.g. `{{agent:email}}`), that the API replaces with one of the user's agents
 * (templates.ts fillTemplateAgents). A definition still holding one is not ready to run.
 */
import type { AgentType } from '../agents/types';

const PLACEHOLDER = /^\{\{agent:([a-z]+)\}\}$/;

export function agentPlaceholder(type: AgentType): string {
  return `{{agent:${type}}}`;
}

/** The agent type a placeholder asks for, or null when the id is not a placeholder. */
export function placeholderAgentType(agentId: string): string | null {
  return PLACEHOLDER.exec(agentId)?.[1] ?? null;
}
