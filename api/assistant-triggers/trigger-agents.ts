/**
 * Which of the user's agents run an assistant trigger's steps. Asking an assistant is a capability like any
 * other: no existing agent is given it. The first trigger a user makes creates one agent for the purpose,
 * holding only that capability, visible and editable on the Agents page like the others.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MODEL_TIERS } from '../../domain/agents/agent-defaults';
import { ACTION_TYPES } from '../../domain/agents/action-types';
import { ASSISTANT_TRIGGER_MESSAGES, FOLLOW_UP_ACTIONS } from '../../domain/assistant-triggers/definition';
import { ASK_ASSISTANT_ACTION } from '../../domain/assistant-triggers/question';
import type { FollowUp } from '../../domain/assistant-triggers/views';
import { listAutomationAgents, type AutomationAgent } from '../automations/automation-agents';
import { HttpError } from '../http-error';

export const ASSISTANT_RUNNER_NAME = 'Assistant Runner';
const ASSISTANT_RUNNER_DESCRIPTION = 'Asks your assistants when one of your assistant triggers fires. Made with your first assistant trigger.';

const usable = (agent: AutomationAgent, capability: string) => agent.status !== 'inactive' && agent.capabilities.includes(capability);

/** The agent that asks: one that already can (the runner first), else the runner, made now. */
async function askAgent(db: Kysely<Database>, userId: string, agents: readonly AutomationAgent[]): Promise<string> {
  const able = agents.filter((agent) => usable(agent, ASK_ASSISTANT_ACTION));
  const found = able.find((agent) => agent.name === ASSISTANT_RUNNER_NAME) ?? able[0];
  if (found) return found.id;
  const created = await db
    .insertInto('agents')
    .values({
      user_id: userId,
      name: ASSISTANT_RUNNER_NAME,
      type: 'research',
      description: ASSISTANT_RUNNER_DESCRIPTION,
      autonomy_level: 'semi-autonomous',
      capabilities: [ASK_ASSISTANT_ACTION],
      config: JSON.stringify({ model: MODEL_TIERS.large, temperature: 0.3, maxTokens: 2048, systemPrompt: '' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export interface TriggerAgents {
  askAgentId: string;
  followUpAgentId: string | null;
}

/** The agents for a new trigger; a follow-up no agent of the user's can do is refused, saying how to fix it. */
export async function agentsForTrigger(db: Kysely<Database>, userId: string, followUp: FollowUp): Promise<TriggerAgents> {
  const agents = await listAutomationAgents(db, userId);
  let followUpAgentId: string | null = null;
  if (followUp !== 'none') {
    const action = FOLLOW_UP_ACTIONS[followUp];
    const agent = agents.find((candidate) => usable(candidate, action));
    if (!agent) throw new HttpError(400, 'no_capable_agent', ASSISTANT_TRIGGER_MESSAGES.noFollowUpAgent(ACTION_TYPES[action].label.toLowerCase()));
    followUpAgentId = agent.id;
  }
  return { askAgentId: await askAgent(db, userId, agents), followUpAgentId };
}
