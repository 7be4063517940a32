import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AgentRow } from '../../db/tables/agents';
import { SEEDED_AGENTS, TYPED_AGENT_DEFAULTS } from '../../domain/agents/agent-defaults';
import { toAgentMetrics } from '../../domain/agents/metrics';
import type { Agent, AgentType } from '../../domain/agents/types';

const TYPED_AGENT_NAMES: Record<keyof typeof TYPED_AGENT_DEFAULTS, string> = {
  email: 'E-mail Agent',
  document: 'Document Agent',
  calendar: 'Calendar Agent',
  task: 'Task Agent',
};

/** Every workspace starts with the two seeded agents and one of each typed agent (once). */
export async function ensureStarterAgents(db: Kysely<Database>, userId: string): Promise<void> {
  const existing = await db.selectFrom('agents').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (existing) return;
  const typed = (Object.keys(TYPED_AGENT_DEFAULTS) as Array<keyof typeof TYPED_AGENT_DEFAULTS>).map((type) => {
    const { capabilities, ...config } = TYPED_AGENT_DEFAULTS[type];
    return {
      name: TYPED_AGENT_NAMES[type],
      type,
      description: `Acts on your ${type === 'email' ? 'e-mail' : type === 'document' ? 'documents' : type === 'calendar' ? 'calendar' : 'tasks'} within the limits of its autonomy.`,
      autonomyLevel: type === 'email' ? ('supervised' as const) : ('semi-autonomous' as const),
      capabilities,
      config: { ...config, systemPrompt: '' },
    };
  });
  await db
    .insertInto('agents')
    .values(
      [...SEEDED_AGENTS, ...typed].map((agent) => ({
        user_id: userId,
        name: agent.name,
        type: agent.type,
        description: agent.description,
        autonomy_level: agent.autonomyLevel,
        capabilities: [...agent.capabilities],
        config: JSON.stringify(agent.config),
      })),
    )
    .execute();
}

/** Agents with metrics aggregated from their action history in one query. */
export async function listAgents(db: Kysely<Database>, userId: string, agentId?: string): Promise<Agent[]> {
  let query = db
    .selectFrom('agents as a')
    .leftJoin('agent_actions as x', 'x.agent_id', 'a.id')
    .selectAll('a')
    .select([
      sql<number>`count(x.id)::int`.as('total'),
      sql<number>`(count(*) filter (where x.status = 'completed'))::int`.as('completed'),
      sql<number>`(count(*) filter (where x.status = 'failed' and x.started_at is not null))::int`.as('failed'),
      sql<number | null>`avg(extract(epoch from (x.completed_at - x.started_at)) * 1000) filter (where x.status = 'completed' and x.started_at is not null)`.as('mean_ms'),
      sql<Date | null>`max(x.started_at)`.as('last_started'),
    ])
    .where('a.user_id', '=', userId)
    .groupBy('a.id')
    .orderBy('a.created_at')
    .orderBy('a.name');
  if (agentId) query = query.where('a.id', '=', agentId);
  const rows = await query.execute();
  return rows.map((row) =>
    toAgent(row, {
      total: row.total,
      completed: row.completed,
      failed: row.failed,
      meanCompletionMs: row.mean_ms === null ? null : Number(row.mean_ms),
      lastStartedAt: row.last_started ? new Date(row.last_started).toISOString() : null,
    }),
  );
}

function toAgent(row: AgentRow, totals: Parameters<typeof toAgentMetrics>[0]): Agent {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AgentType,
    description: row.description,
    status: row.status,
    autonomyLevel: row.autonomy_level,
    capabilities: row.capabilities,
    config: row.config,
    metrics: toAgentMetrics(totals),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
