import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailAnalysisWorkflowId } from '../../../domain/analysis/workflow-ids';
import { EVENT_MESSAGES } from '../../../domain/automation/event-rules';
import { automationRunWorkflowId } from '../../../domain/automation/run-state';
import { emailEventSourceKey } from '../../../domain/automation/trigger-events';
import { demoAccountId, inboxMessages, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { automationEventsDone, emailDefinition, eventsOf, insertAutomation, manualDefinition, saveVersion, settledEvents, webhookDefinition } from './trigger-support';

const ARRIVAL_SUBJECT = 'Order Continuing Hearing';

/** New mail → automation events (seed 001 §4) and rules, through the demo mailbox, the analysis workflow and Temporal. */
describe('automation events from new e-mail', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    accountId = await demoAccountId(t.app, cookie);
    // The sample inbox is analysed at sign-up; it is mail the user already had, not new mail.
    for (const message of (await inboxMessages(t.app, cookie, accountId)).messages) await waitForAnalysis(t.app, cookie, accountId, message.id);
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const ruleOf = async (ruleId: string) => (await t.app.inject({ method: 'GET', url: '/api/automation-rules', headers: { cookie } })).json().rules.find((rule: { id: string }) => rule.id === ruleId);

  async function createRule(body: Record<string, unknown>): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/automation-rules', headers: { cookie }, payload: body });
    expect(response.statusCode).toBe(201);
    return response.json().rule.id;
  }

  async function receive(): Promise<string> {
    const received = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/demo/receive`, headers: { cookie }, payload: {} });
    expect(received.statusCode).toBe(201);
    return received.json().messageId;
  }

  it('records one event per e-mail-triggered automation with the §4 outcomes, runs matching rules, and never twice', async () => {
    const matching = await insertAutomation(db(), userId, { definition: emailDefinition([{ field: 'email.subject', operator: 'contains', value: ARRIVAL_SUBJECT }]) });
    const anyMail = await insertAutomation(db(), userId, { definition: emailDefinition([], accountId) });
    const notMatching = await insertAutomation(db(), userId, { definition: emailDefinition([{ field: 'email.subject', operator: 'startsWith', value: 'Invoice' }]) });
    const inactive = await insertAutomation(db(), userId, { definition: emailDefinition(), status: 'inactive' });
    const otherAccount = await insertAutomation(db(), userId, { definition: emailDefinition([], randomUUID()) });
    const webhook = await insertAutomation(db(), userId, { definition: webhookDefinition() });
    const ruleTarget = await insertAutomation(db(), userId, { definition: manualDefinition() });

    const rule = await createRule({ name: 'Continuances', conditions: [{ field: 'email.subject', operator: 'contains', value: ARRIVAL_SUBJECT }], actions: [{ type: 'runWorkflow', config: { workflowId: ruleTarget } }] });
    const otherRule = await createRule({ name: 'Invoices', conditions: [{ field: 'email.subject', operator: 'startsWith', value: 'Invoice' }], actions: [{ type: 'runWorkflow', config: { workflowId: ruleTarget } }] });
    const disabledRule = await createRule({ name: 'Off', conditions: [], actions: [{ type: 'runWorkflow', config: { workflowId: ruleTarget } }], enabled: false });

    const messageId = await receive();
    const sourceKey = emailEventSourceKey(accountId, messageId);
    await automationEventsDone(t.temporal, accountId, messageId);

    // Matched: completed with the run it started, an e-mail run of the current version with the message as trigger data.
    for (const automationId of [matching, anyMail]) {
      const [event, ...more] = await settledEvents(db(), automationId);
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({ source_key: sourceKey, trigger_id: 'trigger', status: 'completed', processed: true, error: null, workflow_run_ids: [expect.any(String)] });
      expect(event!.data).toMatchObject({ email: { id: messageId, accountId, subject: expect.stringContaining(ARRIVAL_SUBJECT) } });
      const run = await db().selectFrom('automation_runs').selectAll().where('id', '=', event!.workflow_run_ids[0]!).executeTakeFirstOrThrow();
      expect(run).toMatchObject({ automation_id: automationId, trigger_type: 'email', version: 1, workflow_id: automationRunWorkflowId(run.id) });
      expect(run.trigger_data).toMatchObject({ email: { id: messageId } });
      expect((await t.temporal.client.workflow.getHandle(run.workflow_id).describe()).type).toBe('automationRun');
    }
    // Conditions not matched: completed with no runs. Inactive: failed as disabled.
    expect(await settledEvents(db(), notMatching)).toMatchObject([{ source_key: sourceKey, status: 'completed', processed: true, workflow_run_ids: [], error: null }]);
    expect(await settledEvents(db(), inactive)).toMatchObject([{ source_key: sourceKey, status: 'failed', processed: true, workflow_run_ids: [], error: EVENT_MESSAGES.triggerDisabled }]);
    // Not listening to this mail: no event.
    expect(await eventsOf(db(), otherAccount)).toHaveLength(0);
    expect(await eventsOf(db(), webhook)).toHaveLength(0);

    // The matching rule ran its automation (a 'rule' run) and counted; the others did not.
    const [ruleEvent] = await settledEvents(db(), ruleTarget);
    expect(ruleEvent).toMatchObject({ trigger_id: `rule:${rule}`, status: 'completed', workflow_run_ids: [expect.any(String)] });
    const ruleRun = await db().selectFrom('automation_runs').selectAll().where('id', '=', ruleEvent!.workflow_run_ids[0]!).executeTakeFirstOrThrow();
    expect(ruleRun).toMatchObject({ automation_id: ruleTarget, trigger_type: 'rule' });
    const counted = await ruleOf(rule);
    expect(counted.triggerCount).toBe(1);
    expect(Date.now() - new Date(counted.lastTriggered).getTime()).toBeLessThan(60_000);
    expect(await ruleOf(otherRule)).toMatchObject({ triggerCount: 0, lastTriggered: null });
    expect(await ruleOf(disabledRule)).toMatchObject({ triggerCount: 0, lastTriggered: null });

    // Analysing the message again makes no second event, run or rule trigger.
    const again = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analyse`, headers: { cookie }, payload: {} });
    expect(again.statusCode).toBe(202);
    expect(await t.temporal.client.workflow.getHandle(emailAnalysisWorkflowId(accountId, messageId)).result()).toMatchObject({ error: null });
    for (const automationId of [matching, anyMail, notMatching, inactive, ruleTarget]) expect(await eventsOf(db(), automationId)).toHaveLength(1);
    expect((await ruleOf(rule)).triggerCount).toBe(1);
    expect(await db().selectFrom('automation_runs').select('id').where('automation_id', 'in', [matching, anyMail, ruleTarget]).execute()).toHaveLength(3);
  });

  it('treats the mail a new mailbox already holds as existing mail, not as new e-mail events', async () => {
    const other = await signUpUser(t.app);
    const waiting = await insertAutomation(db(), other.user.id, { definition: emailDefinition() });
    const otherAccount = await demoAccountId(t.app, other.cookie);
    const messages = (await inboxMessages(t.app, other.cookie, otherAccount)).messages;
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) await waitForAnalysis(t.app, other.cookie, otherAccount, message.id);
    expect(await eventsOf(db(), waiting)).toEqual([]);
    expect(await db().selectFrom('automation_runs').select('id').where('automation_id', '=', waiting).execute()).toEqual([]);
  });

  it('records no more events for an automation whose current version no longer has an e-mail trigger', async () => {
    const automationId = await insertAutomation(db(), userId, { definition: emailDefinition() });
    const first = await receive();
    const [event] = await settledEvents(db(), automationId);
    expect(event).toMatchObject({ source_key: emailEventSourceKey(accountId, first), status: 'completed' });

    // A new current version with another trigger: the automation no longer listens to mail at all.
    await saveVersion(db(), automationId, 2, manualDefinition());
    const second = await receive();
    await automationEventsDone(t.temporal, accountId, second);
    expect(await eventsOf(db(), automationId)).toHaveLength(1);
  });
});
