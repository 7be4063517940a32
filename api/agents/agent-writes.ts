/** Creating and changing agents as the wizard and the agent page do, with the spec's texts for bad input. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { TYPED_AGENT_DEFAULTS } from '../../domain/agents/agent-defaults';
import { createdAgentProblem, CREATED_AGENT_MESSAGES, DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences, type WorkingHours } from '../../domain/agents/created-agent';
import type { AgentConfig, AgentStatus, AutonomyLevel } from '../../domain/agents/types';
import { HttpError, notFound } from '../http-error';
import { publishLive } from '../live/publish';

export interface NewAgent {
  name: string;
  type: string;
  description?: string;
  autonomyLevel: AutonomyLevel;
  capabilities?: string[];
  config?: Partial<AgentConfig>;
  triggers?: string[];
  workingHours?: WorkingHours | null;
  notificationPreferences?: NotificationPreferences;
}

export type AgentChanges = Partial<Omit<NewAgent, 'config'>> & { config?: Partial<AgentConfig>; status?: AgentStatus };

function refuseBadInput(input: AgentChanges): void {
  const problem = createdAgentProblem(input);
  if (problem === CREATED_AGENT_MESSAGES.unknownAgentType) throw new HttpError(400, 'unknown_agent_type', problem);
  if (problem) throw new HttpError(400, problem.startsWith('Unknown actionType') ? 'unknown_action_type' : 'bad_request', problem);
}

/** Inserts one agent (inside the caller's transaction) and announces it; returns its id. */
export async function insertAgent(trx: Transaction<Database>, userId: string, agent: NewAgent): Promise<string> {
  refuseBadInput(agent);
  const defaults = agent.type in TYPED_AGENT_DEFAULTS ? TYPED_AGENT_DEFAULTS[agent.type as keyof typeof TYPED_AGENT_DEFAULTS] : TYPED_AGENT_DEFAULTS.document;
  const config: AgentConfig = { model: defaults.model, temperature: defaults.temperature, maxTokens: defaults.maxTokens, systemPrompt: '', ...agent.config };
  const row = await trx
    .insertInto('agents')
    .values({
      user_id: userId,
      name: agent.name.trim(),
      type: agent.type,
      description: agent.description ?? '',
      autonomy_level: agent.autonomyLevel,
      capabilities: agent.capabilities ?? [...defaults.capabilities],
      config: JSON.stringify(config),
      triggers: JSON.stringify(agent.triggers ?? []),
      working_hours: agent.workingHours ? JSON.stringify(agent.workingHours) : null,
      notification_preferences: JSON.stringify(agent.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishLive(trx, userId, 'agents.changed', { agentId: row.id });
  return row.id;
}

export async function createAgent(db: Kysely<Database>, userId: string, agent: NewAgent): Promise<string> {
  refuseBadInput(agent);
  return db.transaction().execute((trx) => insertAgent(trx, userId, agent));
}

/** Applies the changes given; 404 'Agent not found' for a missing or another user's agent. */
export async function updateAgent(db: Kysely<Database>, userId: string, agentId: string, changes: AgentChanges): Promise<void> {
  refuseBadInput(changes);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('agents').select(['id', 'config']).where('id', '=', agentId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Agent not found');
    const { name, type, description, autonomyLevel, capabilities, config, status, triggers, workingHours, notificationPreferences } = changes;
    await trx
      .updateTable('agents')
      .set({
        ...(name ? { name: name.trim() } : {}),
        ...(type ? { type } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(autonomyLevel ? { autonomy_level: autonomyLevel } : {}),
        ...(capabilities ? { capabilities } : {}),
        ...(config ? { config: JSON.stringify({ ...current.config, ...config }) } : {}),
        ...(status ? { status } : {}),
        ...(triggers ? { triggers: JSON.stringify(triggers) } : {}),
        ...(workingHours !== undefined ? { working_hours: workingHours ? JSON.stringify(workingHours) : null } : {}),
        ...(notificationPreferences ? { notification_preferences: JSON.stringify(notificationPreferences) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', current.id)
      .where('user_id', '=', userId)
      .execute();
    await publishLive(trx, userId, 'agents.changed', { agentId });
  });
}
