import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMailbox } from '../../../activities/mail/demo/seed';
import { scheduledRunWorkflowIdPrefix, type AutomationRunInput } from '../../../domain/automation/run-state';
import { findMessageId } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { agentStep, automationUser, createAutomation, edge, flow, fromTrigger, line, started, startRun, step, tasksOf, text, waitForRun } from './support';

/** What each trigger gives a run: the chosen e-mail, a webhook body, a schedule's time (from a real Temporal Schedule). */
describe('automation interpreter: trigger data', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof automationUser>>;
  let accountId: string;
  let research: string;
  let taskAgent: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    user = await automationUser(t);
    accountId = (await ensureDemoMailbox(t.database.db, { userId: user.userId, fullName: user.fullName, email: `${user.userId}@example-firm.com` })).accountId;
    research = await user.agentId('Research Assistant');
    taskAgent = await user.agentId('Task Agent');
  });
  afterAll(async () => t?.close());

  it('runs an e-mail automation by hand on a chosen message, as if it had just arrived', async () => {
    const definition = flow(
      [
        step('trigger', 'trigger.email_received'),
        step('is_hearing', 'condition', { field: 'email.subject', operator: 'contains', value: 'hearing' }),
        agentStep('summarise', research, 'ai.summarise', { accountId: fromTrigger('email.accountId'), messageId: fromTrigger('email.id') }),
        agentStep('file', taskAgent, 'task.create', { title: fromTrigger('email.subject'), description: { type: 'previous', stepId: 'summarise', path: 'text' } }),
      ],
      [edge('trigger', 'is_hearing'), edge('is_hearing', 'summarise', 'true'), edge('summarise', 'file')],
    );
    const automationId = await createAutomation(t.database.db, user.userId, definition);
    const missing = await startRun(t.app, user.cookie, automationId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Choose the e-mail to run this automation with (mail account and message).');

    const messageId = await findMessageId(t.app, user.cookie, accountId, 'EXPEDITED HEARING');
    const run = await started(t.app, user.cookie, automationId, { email: { accountId, messageId } });
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('completed');
    const email = finished.triggerData.email as { id: string; accountId: string; subject: string; text: string };
    expect(email).toMatchObject({ id: messageId, accountId });
    expect(email.subject).toContain('EXPEDITED HEARING');
    expect(email.text.length).toBeGreaterThan(0);
    const summary = (finished.progress.nodes.summarise!.output as { text: string }).text;
    expect(await tasksOf(t.database.db, user.userId)).toEqual([expect.objectContaining({ title: email.subject, description: summary })]);
  });

  it('gives a webhook automation run by hand its test input as the body', async () => {
    const definition = line(step('trigger', 'trigger.webhook'), step('is_new_matter', 'condition', { field: 'webhook.body.kind', operator: 'equals', value: 'new_matter' }));
    const run = await started(t.app, user.cookie, await createAutomation(t.database.db, user.userId, definition), { input: { kind: 'new_matter', client: 'Acme' } });
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.triggerData).toMatchObject({ webhook: { body: { kind: 'new_matter', client: 'Acme' }, query: {} } });
    expect(finished.progress.nodes.is_new_matter).toMatchObject({ handle: 'true' });
  });

  it('records a run a Temporal Schedule starts (no run id, current version) with the time it was scheduled for', async () => {
    await t.database.db.deleteFrom('tasks').where('user_id', '=', user.userId).execute();
    const definition = line(
      step('trigger', 'trigger.schedule', { type: 'recurring', startDate: '2026-01-01', time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true }),
      agentStep('file', taskAgent, 'task.create', { title: text('Daily docket review'), dueDate: fromTrigger('schedule.scheduledAt') }),
    );
    const automationId = await createAutomation(t.database.db, user.userId, definition);
    const input: AutomationRunInput = { runId: null, userId: user.userId, automationId, version: null, triggerType: 'schedule', triggerData: {} };
    const schedule = await t.temporal.client.schedule.create({
      scheduleId: `test-schedule:${automationId}`,
      spec: { intervals: [{ every: '1 day' }] },
      action: { type: 'startWorkflow', workflowType: 'automationRun', taskQueue: t.temporal.taskQueue, workflowId: scheduledRunWorkflowIdPrefix(automationId), args: [input] },
      state: { triggerImmediately: true },
    });
    try {
      const row = await waitForRow(automationId);
      expect(row).toMatchObject({ trigger_type: 'schedule', version: 1, user_id: user.userId });
      expect(row.workflow_id.startsWith(scheduledRunWorkflowIdPrefix(automationId))).toBe(true);
      const finished = await waitForRun(t.app, user.cookie, row.id);
      expect(finished.status).toBe('completed');
      const described = await t.temporal.client.workflow.getHandle(row.workflow_id).describe();
      const scheduledFor = described.searchAttributes.TemporalScheduledStartTime?.[0] as Date;
      expect(finished.triggerData).toEqual({ schedule: { scheduledAt: scheduledFor.toISOString() } });
      const [task] = await t.database.db.selectFrom('tasks').select(['title', 'due_date']).where('user_id', '=', user.userId).execute();
      expect(task).toEqual({ title: 'Daily docket review', due_date: scheduledFor });
    } finally {
      await schedule.delete();
    }
  });

  async function waitForRow(automationId: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const row = await t.database.db.selectFrom('automation_runs').selectAll().where('automation_id', '=', automationId).executeTakeFirst();
      if (row) return row;
      if (Date.now() > deadline) throw new Error('the schedule started no run');
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
});
