import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('agent metrics from seeded history', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie, user: { id: userId } } = await signUpUser(t.app));
  });
  afterAll(async () => t?.close());

  it('computes every metric of the spec from actions, decisions, feedback and status history', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: { name: 'Measured', type: 'email', autonomyLevel: 'supervised' } });
    const agentId = created.json().agent.id as string;
    const { db } = t.database;
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);

    // Created 10 days ago: active 4 days, inactive 3, idle 3 → uptime 7/10.
    await db.updateTable('agents').set({ created_at: ago(10 * DAY) } as never).where('id', '=', agentId).execute();
    await db.deleteFrom('agent_status_changes').where('agent_id', '=', agentId).execute();
    await db
      .insertInto('agent_status_changes')
      .values([
        { agent_id: agentId, status: 'active', changed_at: ago(10 * DAY) },
        { agent_id: agentId, status: 'inactive', changed_at: ago(6 * DAY) },
        { agent_id: agentId, status: 'idle', changed_at: ago(3 * DAY) },
      ])
      .execute();

    // Actions: 4 completed (1 s, 2 s, 3 s, 2 s), 1 failed after starting, 1 rejected before starting, 1 pending.
    const action = async (status: 'pending' | 'completed' | 'failed', startedMsAgo: number | null, durationMs: number | null) => {
      const id = randomUUID();
      await db
        .insertInto('agent_actions')
        .values({
          id,
          user_id: userId,
          agent_id: agentId,
          type: 'email.label',
          input: JSON.stringify({ labels: ['Hearing'] }),
          status,
          workflow_id: `agent-action:${id}`,
          started_at: startedMsAgo === null ? null : ago(startedMsAgo),
          completed_at: durationMs === null || startedMsAgo === null ? (status === 'pending' ? null : ago(0)) : ago(startedMsAgo - durationMs),
        })
        .execute();
      return id;
    };
    const done = [await action('completed', 5 * DAY, 1000), await action('completed', 4 * DAY, 2000), await action('completed', 2 * DAY, 3000), await action('completed', DAY, 2000)];
    const failed = await action('failed', 3 * DAY, 500);
    const rejected = await action('failed', null, null);
    await action('pending', null, null);

    // Decisions by a person: 2 approved as proposed, 1 approved with the same params sent back (unchanged), 1 edited, 1 rejected;
    // and one auto-approved entry that no person decided (not counted).
    const entry = async (actionId: string, status: string, details: Record<string, unknown>, decided: boolean) =>
      db
        .insertInto('audit_entries')
        .values({
          id: randomUUID(),
          user_id: userId,
          agent_id: agentId,
          action_id: actionId,
          action_type: 'email.label',
          status: status as never,
          description: 'Measured: Label an e-mail',
          details: JSON.stringify({ agentType: 'email', ...details }),
          workflow_id: `agent-action:${actionId}`,
          decided_by: decided ? userId : null,
          decided_at: decided ? ago(0) : null,
        })
        .execute();
    const params = { labels: ['Hearing'] };
    await entry(done[0]!, 'completed', { params }, true);
    await entry(done[1]!, 'completed', { params }, true);
    await entry(done[2]!, 'completed', { params, editedParams: { labels: ['Hearing'] } }, true);
    await entry(done[3]!, 'completed', { params, editedParams: { labels: ['Deposition'] } }, true);
    await entry(rejected, 'rejected', { params }, true);
    await entry(failed, 'failed', { params }, false);

    // Feedback: good, good, bad → 2/3.
    const rate = async (actionId: string, rating: 'good' | 'bad') => {
      const response = await t.app.inject({ method: 'PUT', url: `/api/agents/${agentId}/actions/${actionId}/feedback`, headers: { cookie }, payload: { rating } });
      expect(response.statusCode).toBe(200);
    };
    await rate(done[0]!, 'good');
    await rate(done[1]!, 'good');
    await rate(done[3]!, 'bad');

    const { agent } = (await t.app.inject({ method: 'GET', url: `/api/agents/${agentId}`, headers: { cookie } })).json();
    const { metrics } = agent;
    expect(metrics).toMatchObject({
      tasksCompleted: 4,
      tasksTotal: 7,
      successRate: 0.8, // 4 / (4 + 1 started and failed)
      responseTimeMs: 2000, // (1000 + 2000 + 3000 + 2000) / 4
      accuracy: 0.6, // 3 / (3 + 1 + 1)
      decisions: { approvedUnchanged: 3, edited: 1, rejected: 1 },
      lastActive: ago(DAY).toISOString(),
    });
    expect(metrics.uptime).toBeCloseTo(0.7, 4);
    expect(metrics.performance).toBeCloseTo((0.8 + 0.6 + 2 / 3) / 3, 10);

    // The list gives the same numbers (one query for all agents).
    const listed = (await t.app.inject({ method: 'GET', url: '/api/agents', headers: { cookie } })).json().agents.find((a: { id: string }) => a.id === agentId);
    expect({ ...listed.metrics, uptime: null }).toEqual({ ...metrics, uptime: null });
    expect(listed.metrics.uptime).toBeCloseTo(0.7, 4);
  });

  it('counts uptime over the last 30 days for an older agent, from the status it held when they began', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: { name: 'Veteran', type: 'task', autonomyLevel: 'supervised' } });
    const agentId = created.json().agent.id as string;
    const { db } = t.database;
    await sql`update agents set created_at = now() - interval '100 days' where id = ${agentId}`.execute(db);
    await db.deleteFrom('agent_status_changes').where('agent_id', '=', agentId).execute();
    await sql`insert into agent_status_changes (agent_id, status, changed_at) values
      (${agentId}, 'active', now() - interval '100 days'),
      (${agentId}, 'inactive', now() - interval '40 days'),
      (${agentId}, 'active', now() - interval '15 days')`.execute(db);
    const { agent } = (await t.app.inject({ method: 'GET', url: `/api/agents/${agentId}`, headers: { cookie } })).json();
    expect(agent.metrics.uptime).toBeCloseTo(0.5, 4);
    // Deactivating now records the change (SQL trigger): the share starts to fall.
    await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/deactivate`, headers: { cookie }, payload: {} });
    const changes = await db.selectFrom('agent_status_changes').select('status').where('agent_id', '=', agentId).orderBy('changed_at').execute();
    expect(changes.map((change) => change.status)).toEqual(['active', 'inactive', 'active', 'inactive']);
  });
});
