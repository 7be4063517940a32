import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMailbox } from '../../../activities/mail/demo/seed';
import { startFakeOpenAi, TEST_AI_KEY, type RecordedRequest } from '../support/fake-openai';
import { findMessageId, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const userText = (request: RecordedRequest) =>
  ((request.body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user')?.content ?? '');

/** What a model answers about a hearing notice: the date as `readDate` reads it from the message. */
const hearingAnswerFor = (eventDate: string, overrides: Record<string, unknown> = {}) => JSON.stringify({
  priority: 'high',
  category: 'Hearing Notice',
  sentiment: 'neutral',
  actionItems: ['Attend the trial'],
  summary: 'Trial set in Nguyen v. Pacific Coast Warehousing.',
  keywords: ['trial', 'ADJ10987654'],
  isCourtDocument: true,
  isReplyRequired: false,
  suggestedReply: null,
  followUpDate: null,
  isMeeting: true,
  meetingDetails: {
    eventTitle: 'Trial – Nguyen v. Pacific Coast Warehousing',
    eventDate,
    eventTime: '13:30',
    endTime: null,
    timeZone: 'America/Los_Angeles',
    location: 'Van Nuys District Office',
    attendees: [],
    description: 'Trial',
    caseNumber: 'ADJ10987654',
    eventType: 'Trial',
    personInvolved: 'Tuan Nguyen',
    judgeName: 'Robert Chen',
    ...overrides,
  },
});

/** The notice's "DATE: MM/dd/yyyy" line as YYYY-MM-DD, as a model reading it gives it. */
function readDate(text: string): string {
  const match = /DATE:\s*(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  if (!match) throw new Error('the notice has no DATE line');
  return `${match[3]}-${match[1]}-${match[2]}`;
}



describe('e-mail analysis through an OpenAI-compatible model', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi((request) => {
      const text = userText(request);
      if (text.includes('NOTICE OF HEARING (TRIAL)')) {
        // The first attempt is rate limited with a suggested wait of one second.
        const attempts = fake.requests.filter((r) => userText(r).includes('NOTICE OF HEARING (TRIAL)')).length;
        return attempts === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200, content: hearingAnswerFor(readDate(text)) };
      }
      // A model that misreads the day of these two notices: the built-in reader disagrees.
      if (text.includes('Notice of Status Conference') || text.includes('Lien Conference set')) {
        return { status: 200, content: hearingAnswerFor('2031-01-01', { eventType: 'Status Conference', eventTime: '10:00', caseNumber: text.includes('ADJ9876543') ? 'ADJ9876543' : 'ADJ11223344' }) };
      }
      if (text.includes('Lunch Thursday')) return { status: 200, content: 'Sure! Here is the analysis you asked for: {' };
      if (text.includes('Invoice #PR-20417')) return { status: 429, headers: { 'retry-after': '0' } };
      return { status: 500 };
    });
    t = await createTestApp({ withWorker: true, ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    accountId = (await ensureDemoMailbox(t.database.db, { userId: user.user.id, fullName: 'Maria Alvarez', email: user.user.email })).accountId;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const analyse = (messageId: string) => t.app.inject({ method: 'POST', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analyse`, headers: { cookie }, payload: {} });

  it('waits out a 429 for the server-suggested time, then uses the structured answer', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'NOTICE OF HEARING (TRIAL)');
    expect((await analyse(messageId)).statusCode).toBe(202);
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);

    expect(view.analysis).toMatchObject({ calendarEventStatus: 'created', analyser: 'openai:fake-model', category: 'Hearing Notice', priority: 'high' });
    const date = view.analysis.meetingDetails.eventDate as string;
    expect(view.analysis.rawAiResponse).toBe(hearingAnswerFor(date));
    expect(view.event).toMatchObject({ caseNumber: 'ADJ10987654', hearingType: 'Trial', judge: 'Robert Chen' });
    expect(new Date(view.event.start).toLocaleString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' })).toBe('1:30 PM');
    // The built-in reader agreed on the date, time and case number, so the event was written and shows its sources.
    expect(view.analysis.meetingDetails.evidence.eventDate.quote).toContain(date.slice(0, 4));

    const calls = fake.requests.filter((r) => userText(r).includes('NOTICE OF HEARING (TRIAL)'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${TEST_AI_KEY}`);
    expect(calls[0]!.body).toMatchObject({ model: 'fake-model', response_format: { type: 'json_schema', json_schema: { name: 'email_analysis', strict: true } } });
  });

  const pendingConfirmations = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/audit?status=pending&actionType=analysis.confirm', headers: { cookie } });
    return response.json().entries as Array<{ id: string; status: string; sourceId: string; details: { reason: string; params: Record<string, string | null>; preview: { disagreements: unknown[] } } }>;
  };

  async function waitForConfirmation(messageId: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const entry = (await pendingConfirmations()).find((candidate) => candidate.sourceId === messageId);
      if (entry) return entry;
      if (Date.now() > deadline) throw new Error(`no confirmation for ${messageId} in the audit queue`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('holds an event whose date the AI and the built-in reader read differently until a person confirms the right one', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Notice of Status Conference');
    await analyse(messageId);
    const entry = await waitForConfirmation(messageId);

    const waiting = (await t.app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analysis`, headers: { cookie } })).json();
    expect(waiting.analysis.calendarEventStatus).toBe('awaiting_confirmation');
    expect(waiting.event).toBeNull();
    expect(entry.details.preview.disagreements).toEqual([expect.objectContaining({ field: 'eventDate', ai: '2031-01-01' })]);
    expect(entry.details.reason).toMatch(/^The AI read the date as "2031-01-01"; the built-in reader as "\d{4}-\d{2}-\d{2}"\.$/);
    const builtInDate = /the built-in reader as "([\d-]+)"/.exec(entry.details.reason)![1]!;

    // The person corrects the date to the one the notice gives, and confirms.
    const approved = await t.app.inject({ method: 'POST', url: `/api/audit/${entry.id}/approve`, headers: { cookie }, payload: { params: { eventDate: builtInDate } } });
    expect(approved.statusCode).toBe(200);
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis.calendarEventStatus).toBe('created');
    expect(view.event).toMatchObject({ caseNumber: 'ADJ11223344' });
    expect(new Date(view.event.start).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })).toBe(builtInDate);

    const audit = (await t.app.inject({ method: 'GET', url: '/api/audit?actionType=analysis.confirm', headers: { cookie } })).json();
    const settled = audit.entries.find((candidate: { id: string }) => candidate.id === entry.id);
    expect(settled).toMatchObject({ status: 'completed', details: { editedParams: { eventDate: builtInDate }, result: { eventId: view.event.id } } });
  });

  it('puts nothing on the calendar when the person turns the disputed event down', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Lien Conference set');
    await analyse(messageId);
    const entry = await waitForConfirmation(messageId);
    expect((await t.app.inject({ method: 'POST', url: `/api/audit/${entry.id}/reject`, headers: { cookie }, payload: {} })).statusCode).toBe(200);
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis).toMatchObject({ calendarEventStatus: 'no_actionable_meeting_details', calendarEventError: 'Turned down in the audit queue' });
    expect(view.event).toBeNull();
  });

  it('records the analysis failure when the model does not answer with the promised JSON', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Lunch Thursday');
    await analyse(messageId);
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis).toMatchObject({
      calendarEventStatus: 'analysis_failed',
      priority: 'medium',
      category: 'Error',
      summary: 'Error during AI analysis. Could not parse email content.',
    });
    expect(view.analysis.error).toMatch(/invalid JSON/);
    // Invalid output is not retried: one request only.
    expect(fake.requests.filter((r) => userText(r).includes('Lunch Thursday'))).toHaveLength(1);
  });

  it('gives up after three retries of a rate limit and records the failure', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
    await analyse(messageId);
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId, 45_000);
    expect(view.analysis.calendarEventStatus).toBe('analysis_failed');
    expect(view.analysis.error).toMatch(/429/);
    // Each of the activity's 3 attempts makes the first call plus 3 rate-limit retries.
    expect(fake.requests.filter((r) => userText(r).includes('Invoice #PR-20417'))).toHaveLength(12);
  });
});
