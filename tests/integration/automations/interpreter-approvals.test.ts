import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { agentStep, automationUser, createAutomation, decide, edge, flow, manualTrigger, started, step, tasksOf, text, waitForRun } from './support';

/** Approval steps and supervised agent steps wait in the real audit queue; decisions come through the audit API. */
describe('automation interpreter: approvals', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof automationUser>>;
  let taskAgent: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    user = await automationUser(t);
    taskAgent = await user.agentId('Task Agent');
  });
  afterAll(async () => t?.close());

  const auditRow = (auditId: string) => t.database.db.selectFrom('audit_entries').selectAll().where('id', '=', auditId).executeTakeFirstOrThrow();

  /** trigger → approval → approved: a task "Go ahead" / rejected: a task "Stopped". */
  const gate = (expiresInSeconds: number, defaultOutcome: 'approve' | 'reject') =>
    flow(
      [
        manualTrigger(),
        step('gate', 'approval', { note: 'Send the engagement letter?', expiresInSeconds, defaultOutcome }),
        agentStep('go', taskAgent, 'task.create', { title: text('Go ahead') }),
        agentStep('stop', taskAgent, 'task.create', { title: text('Stopped') }),
      ],
      [edge('trigger', 'gate'), edge('gate', 'go', 'approved'), edge('gate', 'stop', 'rejected')],
    );

  async function waitingApproval(runId: string) {
    const run = await waitForRun(t.app, user.cookie, runId, (current) => current.progress.nodes.gate?.status === 'waiting_for_approval');
    return run.progress.nodes.gate!.approval!;
  }

  it('follows the rejected output when the step is rejected in the audit queue (a rejection is an outcome, not a failure)', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, gate(600, 'approve')));
    const approval = await waitingApproval(run.id);
    expect(Date.parse(approval.expiresAt) - Date.parse(approval.since)).toBe(600_000);
    const queue = await t.app.inject({ method: 'GET', url: '/api/audit?status=pending', headers: { cookie: user.cookie } });
    expect(queue.json().entries.map((entry: { id: string }) => entry.id)).toContain(approval.auditId);

    expect((await decide(t.app, user.cookie, approval.auditId, 'reject')).json()).toEqual({ auditId: approval.auditId, status: 'rejected' });
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('completed');
    expect(finished.progress.nodes.gate).toMatchObject({ status: 'done', handle: 'rejected', output: { outcome: 'rejected', decidedBy: user.fullName } });
    expect(finished.progress.nodes.go).toEqual({ status: 'skipped' });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Stopped']);
    expect(await auditRow(approval.auditId)).toMatchObject({ status: 'rejected', decided_by: user.userId, action_id: null });
  });

  it('takes the default outcome when nobody decides in time, and marks the entry expired', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, gate(2, 'approve')));
    const approval = await waitingApproval(run.id);
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('completed');
    expect(finished.progress.nodes.gate).toMatchObject({ status: 'done', handle: 'approved', output: { outcome: 'approved', decidedBy: "Nobody in time: the step's default (approve)" } });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Go ahead']);
    expect(await auditRow(approval.auditId)).toMatchObject({ status: 'expired', decided_by: null });

    const late = await decide(t.app, user.cookie, approval.auditId, 'approve');
    expect(late.statusCode).toBe(409);
  });

  it('rejects by default when the step says so', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, gate(1, 'reject')));
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.progress.nodes.gate).toMatchObject({ handle: 'rejected', output: { outcome: 'rejected' } });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Stopped']);
  });

  describe('an agent step by a supervised agent', () => {
    const filing = () =>
      flow(
        [manualTrigger(), agentStep('file', taskAgent, 'task.create', { title: text('Calendar the deposition') }), agentStep('after', taskAgent, 'task.create', { title: text('Confirm with the client') })],
        [edge('trigger', 'file'), edge('file', 'after')],
      );

    beforeAll(async () => {
      const response = await t.app.inject({ method: 'PATCH', url: `/api/agents/${taskAgent}`, headers: { cookie: user.cookie }, payload: { autonomyLevel: 'supervised' } });
      expect(response.statusCode).toBe(200);
    });

    it('waits for approval in the audit queue (visible in the run’s progress), then runs once approved', async () => {
      await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
      const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, filing(), { name: 'Deposition prep' }));
      const waiting = await waitForRun(t.app, user.cookie, run.id, (current) => current.progress.nodes.file?.status === 'waiting_for_approval');
      const state = waiting.progress.nodes.file!;
      expect(state.approval).toMatchObject({ askedOf: user.fullName, auditId: expect.any(String) });
      expect(state.childWorkflowId).toMatch(/^agent-action:/);
      expect(state.input).toEqual({ title: 'Calendar the deposition' });
      expect(await auditRow(state.approval!.auditId)).toMatchObject({ status: 'pending', action_type: 'task.create', workflow_id: state.childWorkflowId, source_type: 'automation_run', source_id: run.id });
      expect((await auditRow(state.approval!.auditId)).details).toMatchObject({ reason: 'Step “file” of “Deposition prep”' });
      expect(await tasksOf(t.database.db, user.userId)).toEqual([]);

      expect((await decide(t.app, user.cookie, state.approval!.auditId, 'approve')).statusCode).toBe(200);
      const secondWait = await waitForRun(t.app, user.cookie, run.id, (current) => current.progress.nodes.after?.status === 'waiting_for_approval');
      expect(secondWait.progress.nodes.file).toMatchObject({ status: 'done', output: { taskId: expect.any(String) } });
      expect((await decide(t.app, user.cookie, secondWait.progress.nodes.after!.approval!.auditId, 'approve')).statusCode).toBe(200);

      const finished = await waitForRun(t.app, user.cookie, run.id);
      expect(finished.status).toBe('completed');
      expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Calendar the deposition', 'Confirm with the client']);
      expect(await auditRow(state.approval!.auditId)).toMatchObject({ status: 'completed' });
    });

    it('fails the run when the step is rejected in the audit queue', async () => {
      await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
      const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, filing()));
      const waiting = await waitForRun(t.app, user.cookie, run.id, (current) => current.progress.nodes.file?.status === 'waiting_for_approval');
      await decide(t.app, user.cookie, waiting.progress.nodes.file!.approval!.auditId, 'reject');
      const finished = await waitForRun(t.app, user.cookie, run.id);
      expect(finished).toMatchObject({ status: 'failed', error: 'Rejected in the audit queue', failedNodeId: 'file' });
      expect(finished.progress.nodes.after).toEqual({ status: 'skipped' });
      expect(await tasksOf(t.database.db, user.userId)).toEqual([]);
    });
  });
});
