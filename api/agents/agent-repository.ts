import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AgentRow } from '../../db/tables/agents';
import { SEEDED_AGENTS, TYPED_AGENT_DEFAULTS } from '../../domain/agents/agent-defaults';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../domain/agents/created-agent';
import { toAgentMetrics, UPTIME_WINDOW_DAYS, type AgentHistory } from '../../domain/agents/metrics';
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

/**
 * Agents with metrics from their real history, in one query: their actions, the decisions people took on
 * their proposals, the feedback people gave, and their status changes over the uptime window.
 */
export async function listAgents(db: Kysely<Database> | Transaction<Database>, userId: string, agentId?: string): Promise<Agent[]> {
  let query = db
    .selectFrom('agents as a')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('agent_actions as x')
          .whereRef('x.agent_id', '=', 'a.id')
          .select([
            sql<number>`count(x.id)::int`.as('total'),
            sql<number>`(count(*) filter (where x.status = 'completed'))::int`.as('completed'),
            sql<number>`(count(*) filter (where x.status = 'failed' and x.started_at is not null))::int`.as('failed'),
            sql<number | null>`avg(extract(epoch from (x.completed_at - x.started_at)) * 1000) filter (where x.status = 'completed' and x.started_at is not null)`.as('mean_ms'),
            sql<Date | null>`max(x.started_at)`.as('last_started'),
          ])
          .as('x'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('audit_entries as d')
          .whereRef('d.agent_id', '=', 'a.id')
          .where('d.decided_by', 'is not', null)
          .select([
            sql<number>`(count(*) filter (where d.status <> 'rejected' and (not d.details ? 'editedParams' or d.details -> 'editedParams' = d.details -> 'params')))::int`.as('approved_unchanged'),
            sql<number>`(count(*) filter (where d.status <> 'rejected' and d.details ? 'editedParams' and d.details -> 'editedParams' <> d.details -> 'params'))::int`.as('edited'),
            sql<number>`(count(*) filter (where d.status = 'rejected'))::int`.as('rejected'),
          ])
          .as('d'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('agent_feedback as f')
          .whereRef('f.agent_id', '=', 'a.id')
          .whereRef('f.user_id', '=', 'a.user_id')
          .select([sql<number>`(count(*) filter (where f.rating = 'good'))::int`.as('good'), sql<number>`(count(*) filter (where f.rating = 'bad'))::int`.as('bad')])
          .as('f'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('agent_status_changes as s')
          .whereRef('s.agent_id', '=', 'a.id')
          // The window's changes, and the last one before it: the status the window began with.
          .where(({ or, eb: cmp, selectFrom }) =>
            or([
              cmp('s.changed_at', '>', sql<Date>`now() - make_interval(days => ${UPTIME_WINDOW_DAYS})`),
              cmp(
                's.id',
                '=',
                selectFrom('agent_status_changes as p')
                  .select('p.id')
                  .whereRef('p.agent_id', '=', 'a.id')
                  .where('p.changed_at', '<=', sql<Date>`now() - make_interval(days => ${UPTIME_WINDOW_DAYS})`)
                  .orderBy('p.changed_at', 'desc')
                  .orderBy('p.id', 'desc')
                  .limit(1),
              ),
            ]),
          )
          .select(sql<Array<{ status: string; at: string }>>`coalesce(jsonb_agg(jsonb_build_object('status', s.status, 'at', s.changed_at) order by s.changed_at, s.id), '[]'::jsonb)`.as('changes'))
          .as('s'),
      (join) => join.onTrue(),
    )
    .selectAll('a')
    .select(['x.total', 'x.completed', 'x.failed', 'x.mean_ms', 'x.last_started', 'd.approved_unchanged', 'd.edited', 'd.rejected', 'f.good', 'f.bad', 's.changes'])
    .select(sql<Date>`now()`.as('now'))
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at')
    .orderBy('a.name');
  if (agentId) query = query.where('a.id', '=', agentId);
  const rows = await query.execute();
  return rows.map((row) =>
    toAgent(
      row,
      {
        total: row.total ?? 0,
        completed: row.completed ?? 0,
        failed: row.failed ?? 0,
        meanCompletionMs: row.mean_ms === null || row.mean_ms === undefined ? null : Number(row.mean_ms),
        lastStartedAt: row.last_started ? new Date(row.last_started).toISOString() : null,
        decisions: { approvedUnchanged: row.approved_unchanged ?? 0, edited: row.edited ?? 0, rejected: row.rejected ?? 0 },
        feedback: { good: row.good ?? 0, bad: row.bad ?? 0 },
        statusChanges: (row.changes ?? []).map((change) => ({ status: change.status, at: new Date(change.at).toISOString() })),
        createdAt: row.created_at.toISOString(),
      },
      new Date(row.now),
    ),
  );
}

function toAgent(row: AgentRow, history: AgentHistory, now: Date): Agent {
  const { customPrompt, ...config } = row.config;
  return {
    id: row.id,
    name: row.name,
    type: row.type as AgentType,
    description: row.description,
    status: row.status,
    autonomyLevel: row.autonomy_level,
    capabilities: row.capabilities,
    config: { ...config, ...(customPrompt ? { customPrompt } : {}) },
    triggers: Array.isArray(row.triggers) ? row.triggers : [],
    workingHours: row.working_hours ?? null,
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row.notification_preferences },
    metrics: toAgentMetrics(history, now),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
