import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed, propose } from '../support/agent-helpers';
import { findMessageId, signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('audit queue API', () => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;
  let emailAgentId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, accountId } = await signedInWithDemoMailbox(t));
    emailAgentId = (await agentNamed(t.app, cookie, 'E-mail Agent')).id;
  });
  afterAll(async () => t?.close());

  const proposeReply = async (subject: string) => {
    const messageId = await findMessageId(t.app, cookie, accountId, subject);
    const response = await propose(t.app, cookie, emailAgentId, { type: 'email.send_reply', params: { accountId, messageId } });
    expect(response.statusCode).toBe(202);
    return response.json() as { auditId: string; workflowId: string };
  };
  const list = async (query = '', as = cookie) => (await t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: { cookie: as } })).json();

  it('lists the pending queue first and filters by status, agent, action type and date', async () => {
    const research = await agentNamed(t.app, cookie, 'Research Assistant');
    const auto = await propose(t.app, cookie, research.id, { type: 'ai.classify', params: { text: 'Invoice for deposition transcript' } });
    await t.temporal.client.workflow.getHandle(auto.json().workflowId).result();
    const pending = await proposeReply('Lunch Thursday');

    const all = await list();
    expect(all.pendingCount).toBe(1);
    expect(all.entries[0]).toMatchObject({ id: pending.auditId, status: 'pending', actionType: 'email.send_reply', workflowUrl: expect.stringContaining(encodeURIComponent(pending.workflowId)) });
    expect(all.entries[0].expiresAt).not.toBeNull();
    expect((await list('?status=completed')).entries.map((e: { id: string }) => e.id)).toEqual([auto.json().auditId]);
    expect((await list(`?agentId=${research.id}`)).entries).toHaveLength(1);
    expect((await list('?actionType=email.send_reply')).entries.map((e: { id: string }) => e.id)).toEqual([pending.auditId]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await list(`?from=${encodeURIComponent(future)}`)).entries).toEqual([]);
  });

  it('decides many at once, entry by entry, reporting each outcome', async () => {
    const a = await proposeReply('Question about my TD checks');
    const b = await proposeReply('C&R proposal');
    await t.app.inject({ method: 'POST', url: `/api/audit/${b.auditId}/reject`, headers: { cookie }, payload: {} });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const response = await t.app.inject({ method: 'POST', url: '/api/audit/decisions', headers: { cookie }, payload: { decision: 'reject', auditIds: [a.auditId, b.auditId, unknown] } });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { auditId: a.auditId, outcome: 'rejected', message: null },
      { auditId: b.auditId, outcome: 'conflict', message: 'This action has already been decided. It is rejected.' },
      { auditId: unknown, outcome: 'not_found', message: 'Audit entry not found' },
    ]);
    const outcome = await t.temporal.client.workflow.getHandle(a.workflowId).result();
    expect(outcome).toMatchObject({ state: 'rejected' });
  });

  it("keeps another user's entries invisible: not listed, and 404 to decide", async () => {
    const mine = await proposeReply('Invoice #PR-20417');
    const stranger = await signUpUser(t.app);
    const theirs = await list('', stranger.cookie);
    expect(theirs.entries).toEqual([]);
    const approve = await t.app.inject({ method: 'POST', url: `/api/audit/${mine.auditId}/approve`, headers: { cookie: stranger.cookie }, payload: {} });
    expect(approve.statusCode).toBe(404);
    const bulk = await t.app.inject({ method: 'POST', url: '/api/audit/decisions', headers: { cookie: stranger.cookie }, payload: { decision: 'approve', auditIds: [mine.auditId] } });
    expect(bulk.json().results[0].outcome).toBe('not_found');
    expect((await list('?status=pending')).entries.map((e: { id: string }) => e.id)).toContain(mine.auditId);
    const agent = await t.app.inject({ method: 'POST', url: `/api/agents/${emailAgentId}/actions`, headers: { cookie: stranger.cookie }, payload: { type: 'ai.summarise', params: { text: 'x' } } });
    expect(agent.statusCode).toBe(404);
  });

  it('purges decided entries older than N days and keeps pending ones', async () => {
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await sql`update audit_entries set created_at = ${old}`.execute(t.database.db);
    const before = await list('?limit=500');
    const pendingBefore = before.pendingCount;
    const response = await t.app.inject({ method: 'DELETE', url: '/api/audit?olderThanDays=30', headers: { cookie }, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted).toBe(before.entries.length - pendingBefore);
    const after = await list('?limit=500');
    expect(after.entries).toHaveLength(pendingBefore);
    expect(after.entries.every((entry: { status: string }) => entry.status === 'pending')).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/audit?olderThanDays=-1', headers: { cookie }, payload: {} })).statusCode).toBe(400);
  });
});
