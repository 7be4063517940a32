import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '../../../domain/agents/action-types';
import { actionUrgency } from '../../../domain/agents/urgency';
import { propose } from '../support/agent-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('approval notifications honour the agent’s notification preferences', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const setUp = async (notificationPreferences: { frequency: string; urgencyThreshold: string }) => {
    const { cookie, user } = await signUpUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: { cookie },
      payload: {
        name: 'E-mail Agent',
        type: 'email',
        autonomyLevel: 'supervised',
        capabilities: ['email.label', 'email.send_reply', 'calendar.create_event'],
        notificationPreferences,
      },
    });
    expect(response.statusCode).toBe(201);
    const agentId = response.json().agent.id as string;
    const ask = async (type: string) => {
      const proposed = await propose(t.app, cookie, agentId, { type, params: { accountId: 'none', messageId: 'none', title: 'Hearing', start: '2027-01-14T16:30:00Z' } });
      expect(proposed.json()).toMatchObject({ success: false });
      return proposed.json().auditId as string;
    };
    const notifications = () =>
      t.database.db.selectFrom('notifications').select(['id', 'title', 'message', 'read', 'subject']).where('user_id', '=', user.id).where('kind', '=', 'approval').orderBy('created_at').execute();
    return { cookie, agentId, ask, notifications, userId: user.id };
  };

  it('maps urgency in SQL exactly as the domain does', async () => {
    for (const type of [...Object.keys(ACTION_TYPES), 'automation.approval']) {
      const { rows } = await sql<{ urgency: string }>`select agent_action_urgency(${type}) as urgency`.execute(t.database.db);
      expect([type, rows[0]!.urgency]).toEqual([type, actionUrgency(type)]);
    }
  });

  it('immediate: one notification per approval, as before', async () => {
    const { ask, notifications } = await setUp({ frequency: 'immediate', urgencyThreshold: 'low' });
    const first = await ask('email.label');
    await ask('email.send_reply');
    const rows = await notifications();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ title: 'Approval waiting: E-mail Agent: Label an e-mail', message: 'An action waits for your approval in the audit queue.', subject: { auditEntryId: first } });
  });

  it('no notification below the urgency threshold; the approval still waits', async () => {
    const { ask, notifications, cookie } = await setUp({ frequency: 'immediate', urgencyThreshold: 'medium' });
    const label = await ask('email.label');
    expect(await notifications()).toEqual([]);
    await ask('calendar.create_event');
    expect(await notifications()).toHaveLength(1);
    const high = await setUp({ frequency: 'immediate', urgencyThreshold: 'high' });
    await high.ask('calendar.create_event');
    expect(await high.notifications()).toEqual([]);
    await high.ask('email.send_reply');
    expect(await high.notifications()).toHaveLength(1);
    const queue = await t.app.inject({ method: 'GET', url: '/api/audit?status=pending', headers: { cookie } });
    expect(queue.json().entries.map((entry: { id: string }) => entry.id)).toContain(label);
  });

  it('hourly: one notification for the agent, kept up to date, read once nothing waits', async () => {
    const { ask, notifications, cookie } = await setUp({ frequency: 'hourly', urgencyThreshold: 'low' });
    const first = await ask('email.label');
    let rows = await notifications();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Approvals waiting: E-mail Agent', message: '1 action from E-mail Agent waits for your approval.', read: false });
    const second = await ask('email.send_reply');
    await ask('calendar.create_event');
    rows = await notifications();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('3 actions from E-mail Agent wait for your approval.');

    const reject = (auditId: string) => t.app.inject({ method: 'POST', url: `/api/audit/${auditId}/reject`, headers: { cookie }, payload: {} });
    expect((await reject(first)).statusCode).toBe(200);
    expect((await notifications())[0]!.message).toBe('2 actions from E-mail Agent wait for your approval.');

    // An hour later, a new approval starts a new notification; the old one stays as it was.
    await sql`update notifications set created_at = now() - interval '61 minutes' where id = ${rows[0]!.id}`.execute(t.database.db);
    await ask('email.send_reply');
    rows = await notifications();
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => [row.message, row.read])).toEqual([
      ['2 actions from E-mail Agent wait for your approval.', false],
      ['1 action from E-mail Agent waits for your approval.', false],
    ]);
    await reject(second);
    expect((await notifications())[0]!.message).toBe('1 action from E-mail Agent waits for your approval.');
  });

  it('daily: the same notification for a day', async () => {
    const { ask, notifications } = await setUp({ frequency: 'daily', urgencyThreshold: 'low' });
    await ask('email.label');
    const [row] = await notifications();
    await sql`update notifications set created_at = now() - interval '23 hours' where id = ${row!.id}`.execute(t.database.db);
    await ask('email.label');
    expect((await notifications()).map((note) => note.message)).toEqual(['2 actions from E-mail Agent wait for your approval.']);
    await sql`update notifications set created_at = now() - interval '25 hours' where id = ${row!.id}`.execute(t.database.db);
    await ask('email.label');
    expect(await notifications()).toHaveLength(2);
  });
});
