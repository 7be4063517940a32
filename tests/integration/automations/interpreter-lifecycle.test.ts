import { WorkflowFailedError } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { agentStep, automationUser, createAutomation, decide, edge, flow, fromStep, line, manualTrigger, saveVersion, started, step, tasksOf, text, waitForRun } from './support';

/** Waiting, cancelling, retrying, and runs pinned to the version they started with. */
describe('automation interpreter: a run’s life', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof automationUser>>;
  let research: string;
  let taskAgent: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    user = await automationUser(t);
    research = await user.agentId('Research Assistant');
    taskAgent = await user.agentId('Task Agent');
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: payload ?? {} });
  const clearTasks = () => t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();

  it('waits on a durable timer, showing when it wakes', async () => {
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, line(manualTrigger(), step('pause', 'delay', { amount: 2, unit: 'seconds' }))));
    const waiting = await waitForRun(t.app, user.cookie, run.id, (current) => current.progress.nodes.pause?.wakesAt !== undefined);
    const pause = waiting.progress.nodes.pause!;
    expect(pause.status).toBe('running');
    expect(Date.parse(pause.wakesAt!) - Date.parse(pause.startedAt!)).toBe(2000);
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('completed');
    expect(Date.parse(finished.progress.nodes.pause!.endedAt!)).toBeGreaterThanOrEqual(Date.parse(pause.wakesAt!));
    expect(finished.durationMs).toBeGreaterThanOrEqual(2000);
  });

  it('cancels a run waiting for approvals: nodes in flight fail "Cancelled", the audit queue no longer offers them, child workflows end', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/agents/${taskAgent}`, headers: { cookie: user.cookie }, payload: { autonomyLevel: 'supervised' } });
    const definition = flow(
      [manualTrigger(), step('gate', 'approval', { note: 'Proceed?', expiresInSeconds: 600, defaultOutcome: 'reject' }), agentStep('file', taskAgent, 'task.create', { title: text('Never filed') })],
      [edge('trigger', 'gate'), edge('trigger', 'file')],
    );
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, definition));
    const waiting = await waitForRun(t.app, user.cookie, run.id, ({ progress }) => progress.nodes.gate?.status === 'waiting_for_approval' && progress.nodes.file?.status === 'waiting_for_approval');
    const gateAudit = waiting.progress.nodes.gate!.approval!.auditId;
    const fileAudit = waiting.progress.nodes.file!.approval!.auditId;
    const child = waiting.progress.nodes.file!.childWorkflowId!;

    const cancelled = await post(`/api/automation-runs/${run.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().run).toMatchObject({ status: 'cancelled', error: 'Cancelled' });
    const detail = await waitForRun(t.app, user.cookie, run.id);
    expect(detail.progress.nodes.gate).toMatchObject({ status: 'failed', error: 'Cancelled' });
    expect(detail.progress.nodes.file).toMatchObject({ status: 'failed', error: 'Cancelled' });
    expect(detail.progress.nodes.trigger).toMatchObject({ status: 'done' });

    const entries = await t.database.db.selectFrom('audit_entries').select(['id', 'status']).where('id', 'in', [gateAudit, fileAudit]).orderBy('id').execute();
    expect(entries.map((entry) => entry.status)).toEqual(['failed', 'failed']);
    expect((await t.database.db.selectFrom('agent_actions').select('status').where('workflow_id', '=', child).executeTakeFirstOrThrow()).status).toBe('failed');
    expect((await t.temporal.client.workflow.getHandle(child).describe()).status.name).toBe('CANCELLED');
    await expect(t.temporal.client.workflow.getHandle(run.workflowId).result()).rejects.toBeInstanceOf(WorkflowFailedError);
    expect((await decide(t.app, user.cookie, gateAudit, 'approve')).statusCode).toBe(409);
    expect(await tasksOf(t.database.db, user.userId)).toEqual([]);

    const again = await post(`/api/automation-runs/${run.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This run has already ended: it is cancelled.');
    await t.app.inject({ method: 'PATCH', url: `/api/agents/${taskAgent}`, headers: { cookie: user.cookie }, payload: { autonomyLevel: 'semi-autonomous' } });
  });

  it('stops the other branches when one branch fails, and withdraws what they were waiting for', async () => {
    const definition = flow(
      [
        manualTrigger(),
        step('gate', 'approval', { note: 'Proceed?', expiresInSeconds: 600, defaultOutcome: 'reject' }),
        step('pause', 'delay', { amount: 1, unit: 'seconds' }),
        agentStep('broken', taskAgent, 'task.update', { taskId: text('0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11'), title: text('x') }),
      ],
      [edge('trigger', 'gate'), edge('trigger', 'pause'), edge('pause', 'broken')],
    );
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, definition));
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished).toMatchObject({ status: 'failed', failedNodeId: 'broken', error: 'Task not found: 0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11' });
    expect(finished.progress.nodes.gate).toMatchObject({ status: 'failed', error: 'Stopped because “broken” failed.' });
    const entry = await t.database.db.selectFrom('audit_entries').select('status').where('id', '=', finished.progress.nodes.gate!.approval!.auditId).executeTakeFirstOrThrow();
    expect(entry.status).toBe('failed');
  });

  it('retries from the failed step: only it and the steps after it run again, with the earlier outputs reused', async () => {
    await clearTasks();
    const missingTask = '7d9a3c1e-2b4f-4e6a-9c8d-1f2e3a4b5c6d';
    const definition = line(
      manualTrigger(),
      agentStep('summarise', research, 'ai.summarise', { text: text('Deposition of Dr. Lee is set for 12 May 2026 at 10:00.'), subject: text('Deposition notice') }),
      agentStep('update', taskAgent, 'task.update', { taskId: text(missingTask), description: fromStep('summarise', 'text') }),
      agentStep('follow_up', taskAgent, 'task.create', { title: text('Prepare the deposition outline') }),
    );
    const automationId = await createAutomation(t.database.db, user.userId, definition);
    const first = await waitForRun(t.app, user.cookie, (await started(t.app, user.cookie, automationId)).id);
    expect(first).toMatchObject({ status: 'failed', failedNodeId: 'update', error: `Task not found: ${missingTask}` });
    expect(first.progress.nodes.follow_up).toEqual({ status: 'skipped' });
    const summary = (first.progress.nodes.summarise!.output as { text: string }).text;

    // What the step needed now exists; run it again from where it failed.
    await t.database.db.insertInto('tasks').values({ id: missingTask, user_id: user.userId, title: 'Deposition of Dr. Lee', order: 1 }).execute();
    const retry = await post(`/api/automation-runs/${first.id}/retry`, { from: 'failed_step' });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().run).toMatchObject({ triggerType: 'retry', retryOf: first.id, version: 1 });
    const second = await waitForRun(t.app, user.cookie, retry.json().run.id);
    expect(second.status).toBe('completed');
    expect(second.progress.nodes.summarise).toEqual(first.progress.nodes.summarise);
    expect(second.progress.nodes.update).toMatchObject({ status: 'done', input: { taskId: missingTask, description: summary }, attempt: 1 });
    expect(second.progress.nodes.follow_up).toMatchObject({ status: 'done' });

    const summaries = await t.database.db.selectFrom('agent_actions').select('id').where('user_id', '=', user.userId).where('type', '=', 'ai.summarise').execute();
    expect(summaries).toHaveLength(1);
    expect(await tasksOf(t.database.db, user.userId)).toEqual([
      expect.objectContaining({ id: missingTask, description: summary }),
      expect.objectContaining({ title: 'Prepare the deposition outline' }),
    ]);
    expect((await t.database.db.selectFrom('automation_runs').select(['retry_of', 'resumed_from_node_id']).where('id', '=', second.id).executeTakeFirstOrThrow())).toEqual({ retry_of: first.id, resumed_from_node_id: 'update' });

    const notFailed = await post(`/api/automation-runs/${second.id}/retry`, { from: 'start' });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().error.message).toBe('Only a failed run can be retried; this one is completed.');
  });

  it('retries from the start with the latest version and the same trigger data; refuses a failed-step retry without a failed step', async () => {
    const noTrigger = flow([agentStep('lonely', taskAgent, 'task.create', { title: text('x') })], []);
    const automationId = await createAutomation(t.database.db, user.userId, noTrigger);
    const failed = await waitForRun(t.app, user.cookie, (await started(t.app, user.cookie, automationId, { input: { matter: 'Alvarez' } })).id);
    expect(failed).toMatchObject({ status: 'failed', failedNodeId: null, error: 'This version has no trigger to start from.' });

    const fromFailedStep = await post(`/api/automation-runs/${failed.id}/retry`, { from: 'failed_step' });
    expect(fromFailedStep.statusCode).toBe(409);
    expect(fromFailedStep.json().error.message).toBe('This run has no failed step to retry from. Retry it from the start instead.');

    await clearTasks();
    await saveVersion(t.database.db, automationId, user.userId, line(manualTrigger(), agentStep('file', taskAgent, 'task.create', { title: { type: 'dynamic', path: 'manual.input.matter' } })));
    const retry = await post(`/api/automation-runs/${failed.id}/retry`, { from: 'start' });
    expect(retry.statusCode).toBe(201);
    const second = await waitForRun(t.app, user.cookie, retry.json().run.id);
    expect(second).toMatchObject({ status: 'completed', version: 2, triggerType: 'retry', retryOf: failed.id, triggerData: failed.triggerData });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Alvarez']);
  });

  it('keeps a run on the version it started with while a newer version is saved, and lists runs newest first', async () => {
    await clearTasks();
    const version = (title: string) =>
      line(manualTrigger(), step('gate', 'approval', { note: 'Go?', expiresInSeconds: 600, defaultOutcome: 'reject' }), agentStep('file', taskAgent, 'task.create', { title: text(title) }));
    const automationId = await createAutomation(t.database.db, user.userId, version('Filed by version 1'));
    const pinned = await started(t.app, user.cookie, automationId);
    const waiting = await waitForRun(t.app, user.cookie, pinned.id, (current) => current.progress.nodes.gate?.status === 'waiting_for_approval');

    expect(await saveVersion(t.database.db, automationId, user.userId, version('Filed by version 2'))).toBe(2);
    await decide(t.app, user.cookie, waiting.progress.nodes.gate!.approval!.auditId, 'approve');
    const finished = await waitForRun(t.app, user.cookie, pinned.id);
    expect(finished).toMatchObject({ status: 'completed', version: 1 });
    expect(finished.definition.nodes.find((node) => node.id === 'file')!.parameters).toMatchObject({ input: { title: { value: 'Filed by version 1' } } });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Filed by version 1']);

    const latest = await started(t.app, user.cookie, automationId);
    expect(latest.version).toBe(2);
    const older = await started(t.app, user.cookie, automationId, { version: 1 });
    expect(older.version).toBe(1);
    const missing = await t.app.inject({ method: 'POST', url: `/api/automations/${automationId}/runs`, headers: { cookie: user.cookie }, payload: { version: 9 } });
    expect(missing.statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: `/api/automations/${automationId}/runs`, headers: { cookie: user.cookie } });
    expect(list.json().runs.map((run: { id: string; version: number }) => [run.id, run.version])).toEqual([
      [older.id, 1],
      [latest.id, 2],
      [pinned.id, 1],
    ]);
    for (const run of [latest, older]) await post(`/api/automation-runs/${run.id}/cancel`);
  });
});
