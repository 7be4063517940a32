import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMessageId, signedInWithDemoMailbox, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import { apiAs, type Api } from './calendar-helpers';

/** A hand-edited hearing keeps the person's values when a continuance arrives; the notice's wait as a conflict. */
describe('re-analysis of a hand-edited event', () => {
  let t: TestApp;
  let api: Api;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    const user = await signedInWithDemoMailbox(t);
    cookie = user.cookie;
    accountId = user.accountId;
    api = apiAs(t.app, cookie);
  });
  afterAll(async () => t?.close());

  async function analyse(messageId: string) {
    const started = await api.post(`/api/mail/accounts/${accountId}/messages/${messageId}/analyse`);
    expect(started.statusCode).toBe(202);
    await t.temporal.client.workflow.getHandle(started.json().workflowId).result();
    return waitForAnalysis(t.app, cookie, accountId, messageId);
  }

  it('keeps the edit, records update_failed with the reason, and lets the person accept or dismiss', async () => {
    const noticeId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const first = await analyse(noticeId);
    expect(first.analysis.calendarEventStatus).toBe('created');
    const eventId = first.event.id as string;

    // A paralegal fixes the time by hand; the link to the e-mail stays.
    const edited = await api.patch(`/api/calendar/events/${eventId}`, { start: '2031-01-01T18:00:00Z', end: '2031-01-01T19:00:00Z' });
    expect(edited.json().event).toMatchObject({ editedByHand: true, emailSource: { accountId, messageId: noticeId }, start: '2031-01-01T18:00:00.000Z' });

    // The continuance arrives and is analysed: the event is not overwritten.
    const received = await api.post(`/api/mail/accounts/${accountId}/demo/receive`);
    expect(received.statusCode).toBe(201);
    const continuance = await waitForAnalysis(t.app, cookie, accountId, received.json().messageId);
    expect(continuance.analysis.calendarEventStatus).toBe('update_failed');
    expect(continuance.analysis.calendarEventError).toMatch(/edited by hand/);
    expect(continuance.event).toMatchObject({ id: eventId, analysisConflict: expect.objectContaining({ messageId: received.json().messageId }) });
    const held = (await api.get(`/api/calendar/events/${eventId}`)).json().event;
    expect(held).toMatchObject({ start: '2031-01-01T18:00:00.000Z', editedByHand: true });
    expect(held.analysisConflict).toMatchObject({ messageId: received.json().messageId, title: expect.any(String), start: expect.any(String) });
    expect(new Date(held.analysisConflict.start).getTime()).not.toBe(new Date('2031-01-01T18:00:00Z').getTime());

    // Dismiss drops the proposal; analysing the continuance again brings it back; accept applies it.
    const dismissed = await api.post(`/api/calendar/events/${eventId}/conflict/dismiss`);
    expect(dismissed.json().event).toMatchObject({ analysisConflict: null, start: '2031-01-01T18:00:00.000Z' });
    expect((await api.post(`/api/calendar/events/${eventId}/conflict/dismiss`)).statusCode).toBe(400);
    await analyse(received.json().messageId);
    const proposal = (await api.get(`/api/calendar/events/${eventId}`)).json().event.analysisConflict;
    expect(proposal).not.toBeNull();
    const accepted = await api.post(`/api/calendar/events/${eventId}/conflict/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().event).toMatchObject({ start: proposal.start, end: proposal.end, title: proposal.title, analysisConflict: null, emailSource: { messageId: noticeId } });
    const rows = await t.database.db.selectFrom('calendar_events').select('id').where('case_number', '=', 'ADJ12345678').execute();
    expect(rows).toHaveLength(1);
  });

  it('ignores events added by hand for the same case when analysing', async () => {
    const byHand = await api.post('/api/calendar/events', { title: 'Deposition – ADJ12345678', start: '2031-02-02T18:00:00Z', caseNumber: 'ADJ12345678' });
    expect(byHand.statusCode).toBe(201);
    const noticeId = await findMessageId(t.app, cookie, accountId, 'Mandatory Settlement Conference – ADJ12345678');
    const again = await analyse(noticeId);
    expect(again.event.id).not.toBe(byHand.json().event.id);
    expect((await api.get(`/api/calendar/events/${byHand.json().event.id}`)).json().event).toMatchObject({ start: '2031-02-02T18:00:00.000Z', analysisConflict: null });
  });
});
