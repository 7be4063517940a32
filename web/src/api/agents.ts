import type { ActionType } from '../../../domain/agents/action-types';
import type { ActionProposal as SharedActionProposal } from '../../../domain/agents/action-request';
import type { NotificationPreferences, WorkingHours } from '../../../domain/agents/created-agent';
import type { Agent, AgentConfig, AgentStatus, AgentType, AutonomyLevel } from '../../../domain/agents/types';
import { apiRequest } from './client';

/** The agents API: the user's agents, their settings, and proposing an action on their behalf. */

const agentPath = (agentId: string) => `/api/agents/${encodeURIComponent(agentId)}`;

export interface AgentInput {
  name: string;
  type: AgentType;
  description?: string;
  autonomyLevel: AutonomyLevel;
  capabilities?: ActionType[];
  config?: Partial<AgentConfig>;
  triggers?: string[];
  workingHours?: WorkingHours | null;
  notificationPreferences?: NotificationPreferences;
}

export type AgentChanges = Partial<Omit<AgentInput, 'type'> & { status: AgentStatus }>;

export async function fetchAgents(signal?: AbortSignal): Promise<Agent[]> {
  const reply = await apiRequest<{ agents: Agent[] }>('/api/agents', { signal });
  return reply.agents;
}

export async function createAgent(input: AgentInput): Promise<Agent> {
  const reply = await apiRequest<{ agent: Agent }>('/api/agents', { method: 'POST', body: input });
  return reply.agent;
}

export async function updateAgent(agentId: string, changes: AgentChanges): Promise<Agent> {
  const reply = await apiRequest<{ agent: Agent }>(agentPath(agentId), { method: 'PATCH', body: changes });
  return reply.agent;
}

/** Active agents act; an inactive one refuses every proposal until it is activated again. */
export async function setAgentActive(agentId: string, active: boolean): Promise<Agent> {
  const reply = await apiRequest<{ agent: Agent }>(`${agentPath(agentId)}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' });
  return reply.agent;
}

export async function deleteAgent(agentId: string): Promise<void> {
  await apiRequest<void>(agentPath(agentId), { method: 'DELETE' });
}

export type ActionProposal = SharedActionProposal<ActionType>;

export interface ProposalReply {
  success: boolean;
  /** 'Action requires approval' (AGENT_MESSAGES.requiresApproval) or 'Action started'. */
  message: string;
  actionId: string;
  auditId: string;
  workflowId: string;
  workflowUrl: string | null;
}

/** 202: the action waits in the audit queue or has started; 403/400 with the §8 texts when not allowed. */
export function proposeAction(agentId: string, proposal: ActionProposal): Promise<ProposalReply> {
  return apiRequest<ProposalReply>(`${agentPath(agentId)}/actions`, { method: 'POST', body: proposal });
}
