import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed, auditEntry, propose } from '../support/agent-helpers';
import { findMessageId, inboxMessages, signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** Agent actions as durable workflows on a real Temporal server, with the audit queue in Postgres. */
describe('agent actions and approvals', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, userId, accountId } = await signedInWithDemoMailbox(t));
  });
  afterAll(async () => t?.close());

  const outcome = (workflowId: string) => t.temporal.client.workflow.getHandle(workflowId).result() as Promise<{ state: string; result: unknown; error: string | null }>;
  const decide = (auditId: string, verb: 'approve' | 'reject', payload?: object, as = cookie) =>
    t.app.inject({ method: 'POST', url: `/api/audit/${auditId}/${verb}`, headers: { cookie: as }, payload: payload ?? {} });
  const sentSubjects = async () => (await t.app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages?folderId=SENT&pageSize=100`, headers: { cookie } })).json().messages.map((m: { subject: string }) => m.subject) as string[];

  it('seeds the two spec agents and the typed agents with their model defaults', async () => {
    const research = await agentNamed(t.app, cookie, 'Research Assistant');
    await agentNamed(t.app, cookie, 'Code Assistant');
    const email = await agentNamed(t.app, cookie, 'E-mail Agent');
    const calendar = await agentNamed(t.app, cookie, 'Calendar Agent');
    expect(research.metrics).toMatchObject({
      performance: null,
      tasksCompleted: 0,
      tasksTotal: 0,
      successRate: null,
      responseTimeMs: null,
      accuracy: null,
      decisions: { approvedUnchanged: 0, edited: 0, rejected: 0 },
      lastActive: null,
    });
    expect(email).toMatchObject({ autonomyLevel: 'supervised', config: { maxTokens: 2000, temperature: 0.7 } });
    expect(calendar).toMatchObject({ config: { maxTokens: 1000, temperature: 0.3 } });
  });

  it('refuses actions outside the capability list, and unknown types, with the spec texts', async () => {
    const code = await agentNamed(t.app, cookie, 'Code Assistant');
    const missing = await propose(t.app, cookie, code.id, { type: 'email.send_reply', params: {} });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.message).toBe('Agent does not have the capability to perform action: email.send_reply');
    const unknown = await propose(t.app, cookie, code.id, { type: 'teleport', params: {} });
    expect(unknown.json().error.message).toBe('Unknown action type: teleport');
    const email = await propose(t.app, cookie, code.id, { type: 'email.forward', params: {} });
    expect(email.json().error.message).toBe('Unsupported email action type');
  });

  it('refuses in the workflow too, when it is started directly (e.g. by an automation) without the capability', async () => {
    const code = await agentNamed(t.app, cookie, 'Code Assistant');
    const actionId = randomUUID();
    const auditId = randomUUID();
    const outcomeOfDirect = await t.temporal.client.workflow.execute('agentAction', {
      taskQueue: t.temporal.taskQueue,
      workflowId: `agent-action:${actionId}`,
      args: [{ actionId, auditId, userId, agentId: code.id, type: 'task.create', params: { title: 'x' }, source: null, reason: null, confidence: null, requireApproval: false, expiresInSeconds: 60 }],
    });
    expect(outcomeOfDirect).toEqual({ state: 'refused', result: null, error: 'Agent does not have the capability to perform action: task.create' });
    expect(await auditEntry(t.app, cookie, auditId)).toMatchObject({ status: 'failed', details: { error: 'Agent does not have the capability to perform action: task.create' } });
    expect(await t.database.db.selectFrom('tasks').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('runs a text action at once for a semi-autonomous agent and records it auto_approved → completed', async () => {
    const research = await agentNamed(t.app, cookie, 'Research Assistant');
    const messageId = await findMessageId(t.app, cookie, accountId, 'EXPEDITED HEARING');
    const response = await propose(t.app, cookie, research.id, { type: 'ai.summarise', params: { accountId, messageId } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ success: true, message: 'Action started' });
    const result = await outcome(response.json().workflowId);
    expect(result.state).toBe('completed');
    expect((result.result as { text: string }).text).toMatch(/ADJ13579246|Expedited/i);
    expect(await auditEntry(t.app, cookie, response.json().auditId)).toMatchObject({ status: 'completed', details: { result: { analyser: 'offline' } } });
    const after = await agentNamed(t.app, cookie, 'Research Assistant');
    expect(after.metrics).toMatchObject({ tasksCompleted: 1, tasksTotal: 1, successRate: 1 });
    expect(after.metrics.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(after.metrics.lastActive).not.toBeNull();
  });

  it('holds a supervised reply for approval, shows the e-mail it would send, and sends it once approved (with edits)', async () => {
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'Question about my TD checks');
    const response = await propose(t.app, cookie, agent.id, {
      type: 'email.send_reply',
      params: { accountId, messageId, body: '<p>We will call the carrier today.</p>' },
      reason: 'The client asked a direct question',
      confidence: 0.82,
    });
    expect(response.json()).toMatchObject({ success: false, message: 'Action requires approval' });
    const { auditId, workflowId } = response.json();
    const pending = await auditEntry(t.app, cookie, auditId);
    expect(pending).toMatchObject({
      status: 'pending',
      details: { reason: 'The client asked a direct question', confidence: 0.82, preview: { reply: { to: 'Jasmine Howard <jasmine.howard@mail.example.com>', subject: 'Re: Question about my TD checks' } } },
    });
    expect(await sentSubjects()).not.toContain('Re: Question about my TD checks');

    const approved = await decide(auditId, 'approve', { params: { accountId, messageId, body: '<p>We called the carrier; the check is on its way.</p>' } });
    expect(approved.statusCode).toBe(200);
    expect((await outcome(workflowId)).state).toBe('completed');
    expect(await sentSubjects()).toContain('Re: Question about my TD checks');
    const sent = await inboxMessages(t.app, cookie, accountId, 'pageSize=100');
    expect(sent.messages.length).toBeGreaterThan(0);
    const entry = await auditEntry(t.app, cookie, auditId);
    expect(entry).toMatchObject({ status: 'completed', details: { editedParams: { body: '<p>We called the carrier; the check is on its way.</p>' } } });
  });

  it('never runs a rejected action', async () => {
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'Lunch Thursday');
    const response = await propose(t.app, cookie, agent.id, { type: 'email.send_reply', params: { accountId, messageId } });
    expect((await decide(response.json().auditId, 'reject')).statusCode).toBe(200);
    expect((await outcome(response.json().workflowId)).state).toBe('rejected');
    expect(await sentSubjects()).not.toContain('Re: Lunch Thursday?');
    expect((await auditEntry(t.app, cookie, response.json().auditId))?.status).toBe('rejected');
    const late = await decide(response.json().auditId, 'approve');
    expect(late.statusCode).toBe(409);
  });

  it('expires an undecided action without running it, and refuses a decision afterwards', async () => {
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
    const response = await propose(t.app, cookie, agent.id, { type: 'email.delete', params: { accountId, messageId }, expiresInSeconds: 2 });
    expect((await outcome(response.json().workflowId)).state).toBe('expired');
    expect((await auditEntry(t.app, cookie, response.json().auditId))?.status).toBe('expired');
    const late = await decide(response.json().auditId, 'approve');
    expect(late.statusCode).toBe(409);
    const inbox = await inboxMessages(t.app, cookie, accountId);
    expect(inbox.messages.map((m) => m.id)).toContain(messageId);
  });

  it('runs the action once when two people approve at the same time', async () => {
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'C&R proposal');
    const response = await propose(t.app, cookie, agent.id, { type: 'email.send_reply', params: { accountId, messageId } });
    const [first, second] = await Promise.all([decide(response.json().auditId, 'approve'), decide(response.json().auditId, 'approve')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect((await outcome(response.json().workflowId)).state).toBe('completed');
    expect((await sentSubjects()).filter((subject) => subject.includes('C&R proposal'))).toHaveLength(1);
  });

  it('records a permanent failure with its error', async () => {
    const agent = await agentNamed(t.app, cookie, 'Task Agent');
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await propose(t.app, cookie, agent.id, { type: 'task.update', params: { taskId: missing, status: 'Done' } });
    const result = await outcome(response.json().workflowId);
    expect(result).toMatchObject({ state: 'failed', error: `Task not found: ${missing}` });
    expect(await auditEntry(t.app, cookie, response.json().auditId)).toMatchObject({ status: 'failed', details: { error: `Task not found: ${missing}` } });
  });

  it('creates a task for a semi-autonomous task agent without asking', async () => {
    const agent = await agentNamed(t.app, cookie, 'Task Agent');
    const response = await propose(t.app, cookie, agent.id, { type: 'task.create', params: { title: 'Prepare MSC statement – ADJ12345678', priority: 'High' } });
    const result = await outcome(response.json().workflowId);
    expect(result.state).toBe('completed');
    const task = await t.database.db.selectFrom('tasks').selectAll().where('id', '=', (result.result as { taskId: string }).taskId).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ user_id: userId, status: 'To Do', priority: 'High', completed: false, order: 1 });
  });
});
