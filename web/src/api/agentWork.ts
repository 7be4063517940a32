import type { ActionType } from '../../../domain/agents/action-types';
import type { ActionFeedback, ActionLogEntry } from '../../../domain/agents/action-log';
import type { NotificationFrequency, NotificationPreferences, WorkingHours } from '../../../domain/agents/created-agent';
import type { SwarmRole, SwarmTemplate } from '../../../domain/agents/swarm-templates';
import type { TrialSample, TrialSampleKind, TrialStep } from '../../../domain/agents/trial';
import type { Agent, AgentConfig, AgentType, AutonomyLevel } from '../../../domain/agents/types';
import { apiRequest } from './client';

/**
 * The agents API beyond the list: one agent with every metric, its action log and feedback, the wizard's
 * trial run, and swarms made from templates. Shapes of the issue-17 contract.
 */

export type { NotificationPreferences, WorkingHours } from '../../../domain/agents/created-agent';
export type Frequency = NotificationFrequency;

/** An agent with every metric, its triggers, working hours and notification preferences. */
export type AgentDetail = Agent;

export interface WizardAgentInput {
  name: string;
  type: AgentType;
  description: string;
  autonomyLevel: AutonomyLevel;
  capabilities: ActionType[];
  triggers: string[];
  config: AgentConfig & { customPrompt: string };
  workingHours: WorkingHours | null;
  notificationPreferences: NotificationPreferences;
}

const agentPath = (agentId: string) => `/api/agents/${encodeURIComponent(agentId)}`;

export async function fetchAgent(agentId: string, signal?: AbortSignal): Promise<AgentDetail> {
  const reply = await apiRequest<{ agent: AgentDetail }>(agentPath(agentId), { signal });
  return reply.agent;
}

export async function createWizardAgent(input: WizardAgentInput): Promise<AgentDetail> {
  const reply = await apiRequest<{ agent: AgentDetail }>('/api/agents', { method: 'POST', body: input });
  return reply.agent;
}

export type LogEntry = ActionLogEntry;
export type { ActionFeedback };

export async function fetchAgentLog(agentId: string, signal?: AbortSignal): Promise<LogEntry[]> {
  const reply = await apiRequest<{ entries: LogEntry[] }>(`${agentPath(agentId)}/log?limit=50`, { signal });
  return reply.entries;
}

const feedbackPath = (agentId: string, actionId: string) => `${agentPath(agentId)}/actions/${encodeURIComponent(actionId)}/feedback`;

export async function saveFeedback(agentId: string, actionId: string, feedback: ActionFeedback): Promise<void> {
  await apiRequest(feedbackPath(agentId, actionId), { method: 'PUT', body: feedback });
}

export async function removeFeedback(agentId: string, actionId: string): Promise<void> {
  await apiRequest<void>(feedbackPath(agentId, actionId), { method: 'DELETE' });
}

export type { TrialOutcome, TrialSampleKind } from '../../../domain/agents/trial';

export interface TrialReply {
  sample: TrialSample;
  steps: (Omit<TrialStep, 'ranWith'> & { ranWith?: string | null })[];
}

export function runTrial(agentId: string, sample: TrialSampleKind): Promise<TrialReply> {
  return apiRequest<TrialReply>(`${agentPath(agentId)}/trial`, { method: 'POST', body: { sample } });
}

/** A swarm template as the API lists it: its roles and steps, without the automation it draws. */
export type SwarmTemplateView = Omit<SwarmTemplate, 'definition' | 'roles'> & { roles: Omit<SwarmRole, 'systemPrompt'>[] };

export interface Swarm {
  id: string;
  name: string;
  templateId: string;
  automationId: string | null;
  agents: { role: string; agent: AgentDetail }[];
  createdAt: string;
}

export interface SwarmInput {
  templateId: string;
  name?: string;
  roles?: { role: string; name?: string; autonomyLevel?: AutonomyLevel }[];
}

export async function fetchSwarmTemplates(signal?: AbortSignal): Promise<SwarmTemplateView[]> {
  const reply = await apiRequest<{ templates: SwarmTemplateView[] }>('/api/swarm-templates', { signal });
  return reply.templates;
}

export async function fetchSwarms(signal?: AbortSignal): Promise<Swarm[]> {
  const reply = await apiRequest<{ swarms: Swarm[] }>('/api/swarms', { signal });
  return reply.swarms;
}

export async function createSwarm(input: SwarmInput): Promise<Swarm> {
  const reply = await apiRequest<{ swarm: Swarm }>('/api/swarms', { method: 'POST', body: input });
  return reply.swarm;
}
