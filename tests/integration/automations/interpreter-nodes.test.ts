import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { agentStep, automationUser, createAutomation, decide, edge, flow, fromStep, fromTrigger, manualTrigger, started, startRun, step, tasksOf, text, waitForRun } from './support';

/** The interpreter on a real Temporal server: every node type, both condition branches, parallel branches. */
describe('automation interpreter: the steps', () => {
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

  /** trigger → condition (is it urgent?) → true: summarise → wait → approval → task titled with the summary → end; false: a plain task. */
  const triage = () =>
    flow(
      [
        manualTrigger(),
        step('urgent', 'condition', { field: 'manual.input.priority', operator: 'equals', value: 'high' }),
        agentStep('summarise', research, 'ai.summarise', { text: fromTrigger('manual.input.note'), subject: fromTrigger('manual.input.subject') }, { outputMapping: { summary: 'text' } }),
        step('pause', 'delay', { amount: 1, unit: 'seconds' }),
        step('sign_off', 'approval', { note: 'Check the summary first.', expiresInSeconds: 600, defaultOutcome: 'reject' }),
        agentStep('file', taskAgent, 'task.create', { title: fromStep('summarise', 'summary'), description: text('Filed by the triage automation') }),
        step('done', 'end'),
        agentStep('file_later', taskAgent, 'task.create', { title: text('Read when there is time') }),
      ],
      [
        edge('trigger', 'urgent'),
        edge('urgent', 'summarise', 'true'),
        edge('summarise', 'pause'),
        edge('pause', 'sign_off'),
        edge('sign_off', 'file', 'approved'),
        edge('file', 'done'),
        edge('urgent', 'file_later', 'false'),
      ],
    );

  it('runs every kind of step, passing a step output on to a later step, and records the run with its version', async () => {
    const automationId = await createAutomation(t.database.db, user.userId, triage(), { name: 'Urgent triage' });
    const run = await started(t.app, user.cookie, automationId, { input: { priority: 'High', subject: 'Hearing moved', note: 'The hearing in Alvarez v. Acme moves to 10 March.' } });
    expect(run).toMatchObject({ status: 'running', version: 1, triggerType: 'manual', workflowId: `automation-run:${run.id}` });
    expect(run.workflowUrl).toContain(encodeURIComponent(run.workflowId));

    const waiting = await waitForRun(t.app, user.cookie, run.id, (current) => current.progress.nodes.sign_off?.status === 'waiting_for_approval');
    const approval = waiting.progress.nodes.sign_off!.approval!;
    expect(approval.askedOf).toBe(user.fullName);
    const entry = await t.database.db.selectFrom('audit_entries').selectAll().where('id', '=', approval.auditId).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ status: 'pending', action_id: null, action_type: 'automation.approval', automation_run_id: run.id, automation_node_id: 'sign_off', workflow_id: run.workflowId });
    expect(entry.description).toBe('Approve step “sign_off” of “Urgent triage”');
    expect(entry.details).toMatchObject({ note: 'Check the summary first.', reason: 'Check the summary first.', automationName: 'Urgent triage', preview: { trigger: { manual: { input: { priority: 'High' } } } } });
    const queued = (await t.app.inject({ method: 'GET', url: '/api/audit?status=pending', headers: { cookie: user.cookie } })).json().entries.find((candidate: { id: string }) => candidate.id === approval.auditId);
    expect(queued.details).toMatchObject({ note: 'Check the summary first.', automationName: 'Urgent triage', automationId, runId: run.id, nodeId: 'sign_off' });
    expect((await decide(t.app, user.cookie, approval.auditId, 'approve')).statusCode).toBe(200);

    const finished = await waitForRun(t.app, user.cookie, run.id);
    const { nodes } = finished.progress;
    expect(finished).toMatchObject({ status: 'completed', error: null, failedNodeId: null, version: 1 });
    expect(nodes.trigger).toMatchObject({ status: 'done', handle: 'out', attempt: 1 });
    expect(nodes.urgent).toMatchObject({ status: 'done', handle: 'true', output: { result: true } });
    expect(nodes.summarise).toMatchObject({ status: 'done', input: { text: 'The hearing in Alvarez v. Acme moves to 10 March.', subject: 'Hearing moved' }, output: { analyser: 'offline' } });
    const summary = (nodes.summarise!.output as { summary: string; text: string }).summary;
    expect(summary).toContain('Alvarez v. Acme');
    expect(nodes.summarise!.childWorkflowId).toMatch(/^agent-action:/);
    expect(nodes.pause!.wakesAt).toBeDefined();
    expect(nodes.sign_off).toMatchObject({ status: 'done', handle: 'approved', output: { outcome: 'approved', decidedBy: user.fullName } });
    expect(nodes.file).toMatchObject({ status: 'done', input: { title: summary } });
    expect(nodes.done).toMatchObject({ status: 'done' });
    expect(nodes.file_later).toEqual({ status: 'skipped' });

    expect(await tasksOf(t.database.db, user.userId)).toEqual([expect.objectContaining({ title: summary, description: 'Filed by the triage automation' })]);
    const row = await t.database.db.selectFrom('automation_runs').selectAll().where('id', '=', run.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', version: 1, error: null });
    expect(row.ended_at).not.toBeNull();
    expect(row.node_states.file_later).toEqual({ status: 'skipped' });
    expect((await t.database.db.selectFrom('automations').select('last_run_at').where('id', '=', automationId).executeTakeFirstOrThrow()).last_run_at).not.toBeNull();
    expect(await t.database.db.selectFrom('audit_entries').select('status').where('id', '=', approval.auditId).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
  });

  it('takes the false branch of a condition, and the other branch is skipped', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const automationId = await createAutomation(t.database.db, user.userId, triage());
    const run = await started(t.app, user.cookie, automationId, { input: { priority: 'low', subject: 'Newsletter', note: 'Monthly bar news.' } });
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('completed');
    expect(finished.progress.nodes.urgent).toMatchObject({ status: 'done', handle: 'false', output: { result: false } });
    expect(finished.progress.nodes.file_later).toMatchObject({ status: 'done', output: { taskId: expect.any(String) } });
    for (const id of ['summarise', 'pause', 'sign_off', 'file', 'done']) expect(finished.progress.nodes[id]).toEqual({ status: 'skipped' });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['Read when there is time']);
  });

  it('runs parallel branches at the same time, and a step both branches lead to once', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const definition = flow(
      [
        manualTrigger(),
        step('wait_a', 'delay', { amount: 2, unit: 'seconds' }),
        step('wait_b', 'delay', { amount: 2, unit: 'seconds' }),
        agentStep('joined', taskAgent, 'task.create', { title: text('After both waits') }),
      ],
      [edge('trigger', 'wait_a'), edge('trigger', 'wait_b'), edge('wait_a', 'joined'), edge('wait_b', 'joined')],
    );
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, definition));
    const finished = await waitForRun(t.app, user.cookie, run.id);
    const { wait_a, wait_b, joined } = finished.progress.nodes;
    expect(finished.status).toBe('completed');
    // Each branch started before the other finished waiting.
    expect(Date.parse(wait_b!.startedAt!)).toBeLessThan(Date.parse(wait_a!.endedAt!));
    expect(Date.parse(wait_a!.startedAt!)).toBeLessThan(Date.parse(wait_b!.endedAt!));
    expect(joined).toMatchObject({ status: 'done', attempt: 1 });
    expect((await tasksOf(t.database.db, user.userId)).map((task) => task.title)).toEqual(['After both waits']);
  });

  it('fails the run at a step whose input cannot be resolved, with the mapping error, and runs nothing after it', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const definition = flow(
      [manualTrigger(), agentStep('file', taskAgent, 'task.create', { title: fromTrigger('manual.input.subject') }), agentStep('after', taskAgent, 'task.create', { title: text('Never') })],
      [edge('trigger', 'file'), edge('file', 'after')],
    );
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, definition), { input: { note: 'no subject here' } });
    const finished = await waitForRun(t.app, user.cookie, run.id);
    const message = '"title": the trigger data has no "manual.input.subject".';
    expect(finished).toMatchObject({ status: 'failed', error: message, failedNodeId: 'file' });
    expect(finished.progress.nodes.file).toMatchObject({ status: 'failed', error: message });
    expect(finished.progress.nodes.after).toEqual({ status: 'skipped' });
    expect(await tasksOf(t.database.db, user.userId)).toEqual([]);
    expect(await t.database.db.selectFrom('automation_runs').select(['status', 'error', 'failed_node_id']).where('id', '=', run.id).executeTakeFirstOrThrow()).toEqual({ status: 'failed', error: message, failed_node_id: 'file' });
  });

  it('refuses to run an automation that was never saved, or is inactive', async () => {
    const never = await t.database.db.insertInto('automations').values({ user_id: user.userId, name: 'Draft' }).returning('id').executeTakeFirstOrThrow();
    const unsaved = await startRun(t.app, user.cookie, never.id);
    expect(unsaved.statusCode).toBe(409);
    expect(unsaved.json().error.message).toBe('Save the automation before running it.');

    const inactive = await createAutomation(t.database.db, user.userId, triage(), { status: 'inactive' });
    const refused = await startRun(t.app, user.cookie, inactive);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This automation is inactive. Activate it to run it.');
    expect(await t.database.db.selectFrom('automation_runs').select('id').where('automation_id', 'in', [never.id, inactive]).execute()).toEqual([]);
  });
});
