import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed, propose } from '../support/agent-helpers';
import { demoAccountId, findMessageId, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { agentStep, automationUser, createAutomation, line, manualTrigger, started, text, waitForRun } from '../automations/support';

interface Item {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  subject: Record<string, unknown>;
  read: boolean;
}

/**
 * Notifications made by real events, written by the worker's activities on a real Temporal server:
 * an approval waiting, a hearing put on the calendar or moved, a failed automation run.
 */
describe('notifications from real events', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  const list = async (cookie: string, kind?: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { notifications: Item[]; unreadCount: number };
    return { ...body, notifications: kind ? body.notifications.filter((n) => n.kind === kind) : body.notifications };
  };
  const waitFor = async <T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('an agent proposal waiting for approval notifies "Approval waiting" linking to /audit, once; deciding it marks it read', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const accountId = await demoAccountId(t.app, cookie);
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'Question about my TD checks');
    const proposed = await propose(t.app, cookie, agent.id, { type: 'email.send_reply', params: { accountId, messageId, body: '<p>We will call the carrier today.</p>' } });
    expect(proposed.json()).toMatchObject({ message: 'Action requires approval' });
    const { auditId } = proposed.json() as { auditId: string };

    const approval = await waitFor(async () => (await list(cookie, 'approval')).notifications.find((n) => n.subject.auditEntryId === auditId), 'the approval notification');
    const entry = await t.database.db.selectFrom('audit_entries').select('description').where('id', '=', auditId).executeTakeFirstOrThrow();
    expect(approval).toMatchObject({ kind: 'approval', title: `Approval waiting: ${entry.description}`, link: '/audit', read: false });
    const published = await t.database.db.selectFrom('live_events').select('subject').where('user_id', '=', user.id).where('type', '=', 'notification.added').execute();
    expect(published.map((event) => event.subject)).toContainEqual({ notificationId: approval.id });

    // Written again as pending (e.g. a retried activity): still one notification for the entry.
    await t.database.db.updateTable('audit_entries').set({ status: 'pending', updated_at: new Date() }).where('id', '=', auditId).execute();
    expect((await list(cookie, 'approval')).notifications.filter((n) => n.subject.auditEntryId === auditId)).toHaveLength(1);

    const rejected = await t.app.inject({ method: 'POST', url: `/api/audit/${auditId}/reject`, headers: { cookie }, payload: {} });
    expect(rejected.statusCode).toBe(200);
    const after = await waitFor(async () => (await list(cookie, 'approval')).notifications.find((n) => n.id === approval.id && n.read), 'the decided approval to be read');
    expect(after.read).toBe(true);
  });

  it('a failed automation run notifies "Automation run failed: {name}" linking to the run', async () => {
    const user = await automationUser(t);
    const taskAgent = await user.agentId('Task Agent');
    const automationId = await createAutomation(
      t.database.db,
      user.userId,
      line(manualTrigger(), agentStep('broken', taskAgent, 'task.update', { taskId: text('0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11'), title: text('x') })),
      { name: 'File the weekly status' },
    );
    const run = await started(t.app, user.cookie, automationId);
    const finished = await waitForRun(t.app, user.cookie, run.id);
    expect(finished.status).toBe('failed');

    const failed = await waitFor(async () => (await list(user.cookie, 'run-failed')).notifications[0], 'the run-failed notification');
    expect(failed).toMatchObject({
      title: 'Automation run failed: File the weekly status',
      message: 'Task not found: 0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11',
      link: `/automation/${automationId}/runs/${run.id}`,
      subject: { runId: run.id },
      read: false,
    });
    expect((await list(user.cookie, 'run-failed')).notifications).toHaveLength(1);
  });

  it('an analysed hearing notice notifies "Hearing added to your calendar", and a continuance "Hearing moved", each linking to the event', async () => {
    const { cookie } = await signUpUser(t.app);
    const accountId = await demoAccountId(t.app, cookie);
    const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis.calendarEventStatus).toBe('created');
    const eventId = view.event.id as string;

    const added = await waitFor(async () => (await list(cookie, 'analysis')).notifications.find((n) => n.subject.calendarEventId === eventId), 'the hearing notification');
    expect(added.title).toBe(`Hearing added to your calendar: ${view.event.title}`);
    expect(added.link).toMatch(new RegExp(`^/calendar\\?date=\\d{4}-\\d{2}-\\d{2}&event=${eventId}$`));
    expect(added.message).toMatch(/^On [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\.$/);

    // Read it, then the continuance moves the same event: a new notification says so.
    await t.app.inject({ method: 'POST', url: `/api/notifications/${added.id}/read`, headers: { cookie }, payload: {} });
    const received = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/demo/receive`, headers: { cookie }, payload: {} });
    expect(received.statusCode).toBe(201);
    const moved = await waitForAnalysis(t.app, cookie, accountId, received.json().messageId);
    expect(moved.analysis.calendarEventStatus).toBe('updated');
    const movedNote = await waitFor(
      async () => (await list(cookie, 'analysis')).notifications.find((n) => n.subject.calendarEventId === eventId && !n.read),
      'the hearing-moved notification',
    );
    expect(movedNote.title).toBe(`Hearing moved: ${moved.event.title}`);
    expect(movedNote.message).toMatch(/^Now on /);
    expect(movedNote.link).toContain(`event=${eventId}`);
  });
});
