import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationDetail } from '../../../domain/automation/contract';
import type { NodeRunState } from '../../../domain/automation/run-state';
import { demoAccountId, findMessageId } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { decide, started, waitForRun } from './support';
import { automationEventsDone, eventsOf } from './trigger-support';

interface MessageView {
  id: string;
  subject: string;
  labels: string[];
}

/** Both built-in templates (seed 001 §2), created through the API and run on the demo mailbox with the offline analyser. */
describe('the built-in templates on the demo mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  async function fromTemplate(cookie: string, templateName: string): Promise<AutomationDetail> {
    const response = await t.app.inject({ method: 'POST', url: '/api/automations', headers: { cookie }, payload: { name: `My ${templateName}`, templateName } });
    expect(response.statusCode, response.body).toBe(201);
    const automation = response.json().automation as AutomationDetail;
    // A template's automation starts inactive: it acts on nothing until the user turns it on.
    expect(automation).toMatchObject({ status: 'inactive', currentVersion: 1, templateName });
    const turnedOn = await t.app.inject({ method: 'PATCH', url: `/api/automations/${automation.id}`, headers: { cookie }, payload: { status: 'active' } });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json().automation).toMatchObject({ status: 'active' });
    return turnedOn.json().automation as AutomationDetail;
  }

  async function message(cookie: string, accountId: string, messageId: string): Promise<MessageView> {
    const response = await get(cookie, `/api/mail/accounts/${accountId}/messages/${messageId}`);
    expect(response.statusCode).toBe(200);
    return response.json().message;
  }

  async function labelNamed(cookie: string, accountId: string, name: string): Promise<{ id: string; name: string } | undefined> {
    const response = await get(cookie, `/api/mail/accounts/${accountId}/labels`);
    expect(response.statusCode).toBe(200);
    return (response.json().labels as Array<{ id: string; name: string }>).find((label) => label.name === name);
  }

  /** Approves a step the moment it shows as waiting: its agentAction workflow already exists to hear it. */
  async function approve(cookie: string, state: NodeRunState): Promise<void> {
    const decided = await decide(t.app, cookie, state.approval!.auditId, 'approve');
    expect(decided.statusCode, decided.body).toBe(200);
  }

  const tasksTagged = (userId: string, tag: string) =>
    t.database.db.selectFrom('tasks').select(['id', 'title', 'description', 'tags', 'status']).where('user_id', '=', userId).where('tags', '@>', sql<string[]>`array[${tag}]::text[]`).orderBy('order').execute();

  describe('Email Classification', () => {
    let cookie: string;
    let accountId: string;
    let automation: AutomationDetail;

    beforeAll(async () => {
      ({ cookie } = await signUpUser(t.app));
      accountId = await demoAccountId(t.app, cookie);
      automation = await fromTemplate(cookie, 'Email Classification');
    });

    it('classifies a notice of hearing, and once the supervised E-mail Agent is approved, labels it "Hearing" in the mailbox', async () => {
      const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
      const run = await started(t.app, cookie, automation.id, { email: { accountId, messageId } });

      const waiting = await waitForRun(t.app, cookie, run.id, (current) => current.progress.nodes.label_hearing?.status === 'waiting_for_approval');
      expect(waiting.progress.nodes.classify).toMatchObject({ status: 'done', output: { category: 'Hearing Notice', text: 'Hearing Notice', analyser: 'offline' } });
      expect(waiting.progress.nodes.is_hearing).toMatchObject({ status: 'done', handle: 'true', output: { result: true } });
      // Nothing is labelled (or created) before a person approves.
      expect(await labelNamed(cookie, accountId, 'Hearing')).toBeUndefined();

      const { auditId } = waiting.progress.nodes.label_hearing!.approval!;
      const queue = await get(cookie, '/api/audit?status=pending');
      expect(queue.json().entries.map((entry: { id: string }) => entry.id)).toContain(auditId);
      await approve(cookie, waiting.progress.nodes.label_hearing!);

      const finished = await waitForRun(t.app, cookie, run.id);
      expect(finished.status, JSON.stringify(finished.progress)).toBe('completed');
      expect(finished.progress.nodes.label_hearing).toMatchObject({ status: 'done', output: { labelled: messageId } });
      expect(finished.progress.nodes.end).toMatchObject({ status: 'done' });

      // The template names the label; the mailbox got a real "Hearing" label and the notice carries it.
      const hearing = await labelNamed(cookie, accountId, 'Hearing');
      expect(hearing).toBeDefined();
      expect((await message(cookie, accountId, messageId)).labels).toContain(hearing!.id);
      const labelled = await get(cookie, `/api/mail/accounts/${accountId}/messages?labelId=${hearing!.id}&pageSize=25`);
      expect(labelled.json().messages.map((row: MessageView) => row.id)).toEqual([messageId]);
    });

    it('labels the next hearing notice with the same label instead of making another', async () => {
      const messageId = await findMessageId(t.app, cookie, accountId, 'EXPEDITED HEARING');
      const run = await started(t.app, cookie, automation.id, { email: { accountId, messageId } });
      const waiting = await waitForRun(t.app, cookie, run.id, (current) => current.progress.nodes.label_hearing?.status === 'waiting_for_approval');
      await approve(cookie, waiting.progress.nodes.label_hearing!);
      expect((await waitForRun(t.app, cookie, run.id)).status).toBe('completed');

      const labels = (await get(cookie, `/api/mail/accounts/${accountId}/labels`)).json().labels as Array<{ id: string; name: string }>;
      expect(labels.filter((label) => label.name.toLowerCase() === 'hearing')).toHaveLength(1);
      expect((await message(cookie, accountId, messageId)).labels).toContain(labels.find((label) => label.name === 'Hearing')!.id);
    });

    it('takes the false branch for an invoice: no approval asked, no label', async () => {
      const messageId = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
      const run = await started(t.app, cookie, automation.id, { email: { accountId, messageId } });
      const finished = await waitForRun(t.app, cookie, run.id);
      expect(finished.status).toBe('completed');
      expect(finished.progress.nodes.classify).toMatchObject({ status: 'done', output: { category: 'Billing' } });
      expect(finished.progress.nodes.is_hearing).toMatchObject({ status: 'done', handle: 'false', output: { result: false } });
      expect(finished.progress.nodes.label_hearing).toEqual({ status: 'skipped' });
      expect(finished.progress.nodes.end).toMatchObject({ status: 'done' });

      const labels = (await get(cookie, `/api/mail/accounts/${accountId}/labels`)).json().labels as Array<{ id: string }>;
      const carried = (await message(cookie, accountId, messageId)).labels;
      expect(carried.filter((id) => labels.some((label) => label.id === id))).toEqual([]);
    });
  });

  describe('Meeting Notes Processor', () => {
    let cookie: string;
    let userId: string;
    let accountId: string;
    let automation: AutomationDetail;

    beforeAll(async () => {
      const user = await signUpUser(t.app);
      cookie = user.cookie;
      userId = user.user.id;
      accountId = await demoAccountId(t.app, cookie);
      automation = await fromTemplate(cookie, 'Meeting Notes Processor');
    });

    it('turns the case-review notes in the demo inbox into a follow-up task: subject as title, summary as description', async () => {
      const messageId = await findMessageId(t.app, cookie, accountId, 'Meeting notes – Garcia v. Acme Logistics case review');
      const run = await started(t.app, cookie, automation.id, { email: { accountId, messageId } });
      const finished = await waitForRun(t.app, cookie, run.id);
      expect(finished.status, JSON.stringify(finished.progress)).toBe('completed');

      const { summary } = finished.progress.nodes.summarise!.output as { summary: string };
      expect(summary).toContain('Meeting notes – Garcia v. Acme Logistics case review');
      expect(summary).toContain('Zenith\'s last offer is $38,500 by Compromise and Release');
      const { taskId } = finished.progress.nodes.create_task!.output as { taskId: string };
      expect(await tasksTagged(userId, 'meeting-notes')).toEqual([
        { id: taskId, title: 'Meeting notes – Garcia v. Acme Logistics case review', description: summary, tags: ['meeting-notes'], status: 'To Do' },
      ]);
    });

    it('starts by itself when meeting notes arrive, and records other new mail without running', async () => {
      const receive = async (): Promise<string> => {
        const received = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/demo/receive`, headers: { cookie }, payload: {} });
        expect(received.statusCode).toBe(201);
        const messageId = received.json().messageId as string;
        await automationEventsDone(t.temporal, accountId, messageId);
        return messageId;
      };
      // The demo mailbox delivers its arrivals in turn; the weekly docket meeting notes come fifth.
      const arrivals: Array<{ messageId: string; subject: string }> = [];
      for (let count = 0; count < 5; count++) {
        const messageId = await receive();
        arrivals.push({ messageId, subject: (await message(cookie, accountId, messageId)).subject });
      }
      expect(arrivals.map((arrival) => arrival.subject.toLowerCase().includes('meeting notes'))).toEqual([false, false, false, false, true]);

      const events = await eventsOf(t.database.db, automation.id);
      expect(events.map((event) => [event.status, event.workflow_run_ids.length])).toEqual([
        ['completed', 0],
        ['completed', 0],
        ['completed', 0],
        ['completed', 0],
        ['completed', 1],
      ]);
      const notes = arrivals[4]!;
      const run = await waitForRun(t.app, cookie, events[4]!.workflow_run_ids[0]!);
      expect(run.status, JSON.stringify(run.progress)).toBe('completed');
      expect(run.triggerData).toMatchObject({ email: { id: notes.messageId, accountId, subject: 'Meeting notes – weekly docket meeting' } });
      const { summary } = run.progress.nodes.summarise!.output as { summary: string };
      expect((await tasksTagged(userId, 'meeting-notes')).map((task) => [task.title, task.description])).toEqual([
        ['Meeting notes – Garcia v. Acme Logistics case review', expect.any(String)],
        ['Meeting notes – weekly docket meeting', summary],
      ]);
    });
  });
});
