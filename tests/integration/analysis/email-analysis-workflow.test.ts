import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountId, findMessageId, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** The durable e-mail analysis on a real Temporal server with the offline analyser, over the demo inbox. */
describe('e-mail analysis workflow (offline analyser)', () => {
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
  });
  afterAll(async () => t?.close());

  const eventsForCase = (caseNumber: string) =>
    t.database.db.selectFrom('calendar_events').selectAll().where('user_id', '=', userId).where('case_number', '=', caseNumber).execute();

  it('puts a notice of hearing on the calendar with case number, judge and hearing type', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis).toMatchObject({ calendarEventStatus: 'created', analyser: 'offline', isMeeting: true });
    expect(view.analysis.meetingDetails).toMatchObject({ caseNumber: 'ADJ12345678', eventTime: '08:30', timeZone: 'America/Los_Angeles' });
    expect(view.analysis.meetingDetails.judgeName).toMatch(/Delgado/);
    expect(view.event).toMatchObject({ caseNumber: 'ADJ12345678', emailSource: { accountId, messageId } });
    expect(view.event.hearingType).toMatch(/MSC|Mandatory Settlement Conference/);
    expect(view.event.location).toMatch(/320 W\. 4th Street/);
    expect(new Date(view.event.end).getTime() - new Date(view.event.start).getTime()).toBe(60 * 60 * 1000);
    expect(view.workflowId).toBe(`email-analysis:${accountId}:${messageId}`);

    const handle = t.temporal.client.workflow.getHandle(view.workflowId);
    expect(await handle.result()).toEqual({ status: 'created', eventId: view.event.id, error: null });
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  });

  it('never creates a second event when the same message is analysed again', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    await waitForAnalysis(t.app, cookie, accountId, messageId);
    const again = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analyse`, headers: { cookie }, payload: {} });
    expect(again.statusCode).toBe(202);
    await t.temporal.client.workflow.getHandle(again.json().workflowId).result();
    expect(await eventsForCase('ADJ12345678')).toHaveLength(1);
  });

  it('moves the existing event when the hearing is continued', async () => {
    const original = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const before = (await waitForAnalysis(t.app, cookie, accountId, original)).event;

    const received = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/demo/receive`, headers: { cookie }, payload: {} });
    expect(received.statusCode).toBe(201);
    const view = await waitForAnalysis(t.app, cookie, accountId, received.json().messageId);
    expect(view.analysis.calendarEventStatus).toBe('updated');
    expect(view.event.id).toBe(before.id);
    expect(new Date(view.event.start).getTime()).toBeGreaterThan(new Date(before.start).getTime());
    expect(view.analysis.meetingDetails.eventTime).toBe('09:00');
    expect(await eventsForCase('ADJ12345678')).toHaveLength(1);
  });

  it('records no_actionable_meeting_details when the notice has a date but no time', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Declaration of Readiness');
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis.calendarEventStatus).toBe('no_actionable_meeting_details');
    expect(view.event).toBeNull();
    expect(await eventsForCase('ADJ15975348')).toHaveLength(0);
  });

  it('gives ordinary business mail no event', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis).toMatchObject({ calendarEventStatus: 'no_actionable_meeting_details', isMeeting: false });
  });

  it('records the analysis_failed record when the message cannot be analysed', async () => {
    const empty = await t.database.db
      .insertInto('demo_messages')
      .values({ account_id: accountId, user_id: userId, thread_id: 'empty', folder: 'INBOX', subject: '', from_address: 'x@example.com', to_addresses: '[]', cc_addresses: '[]', bcc_addresses: '[]', sent_at: new Date(), raw: 'Subject: \r\n\r\n', snippet: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const started = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/messages/${empty.id}/analyse`, headers: { cookie }, payload: {} });
    expect(started.statusCode).toBe(202);
    const view = await waitForAnalysis(t.app, cookie, accountId, empty.id);
    expect(view.analysis).toMatchObject({
      calendarEventStatus: 'analysis_failed',
      priority: 'medium',
      category: 'Error',
      summary: 'Error during AI analysis. Could not parse email content.',
      error: 'No content available for analysis.',
    });
  });

  it("keeps each user's analyses and events to themselves", async () => {
    const other = await signUpUser(t.app);
    const messageId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analysis`, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
    const event = (await eventsForCase('ADJ12345678'))[0]!;
    const foreignEvent = await t.app.inject({ method: 'GET', url: `/api/calendar/events/${event.id}`, headers: { cookie: other.cookie } });
    expect(foreignEvent.statusCode).toBe(404);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from calendar_events where user_id = ${other.user.id}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(0);
  });
});
