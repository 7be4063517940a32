import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMailbox } from '../../../activities/mail/demo/seed';
import { startFakeOpenAi, type RecordedRequest } from '../support/fake-openai';
import { findMessageId, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const userText = (request: RecordedRequest) =>
  ((request.body.messages as Array<{ role: string; content: string }>).find((m) => m.role === 'user')?.content ?? '');

const hearingAnswer = JSON.stringify({
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
    eventDate: '2031-03-04',
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
  },
});

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
        return attempts === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200, content: hearingAnswer };
      }
      if (text.includes('Lunch Thursday')) return { status: 200, content: 'Sure! Here is the analysis you asked for: {' };
      if (text.includes('Invoice #PR-20417')) return { status: 429, headers: { 'retry-after': '0' } };
      return { status: 500 };
    });
    t = await createTestApp({ withWorker: true, ai: { apiKey: 'test-key', baseUrl: fake.baseUrl, model: 'fake-model' } });
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
    expect(view.analysis.rawAiResponse).toBe(hearingAnswer);
    expect(view.event).toMatchObject({ caseNumber: 'ADJ10987654', hearingType: 'Trial', judge: 'Robert Chen', start: '2031-03-04T21:30:00.000Z' });

    const calls = fake.requests.filter((r) => userText(r).includes('NOTICE OF HEARING (TRIAL)'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950);
    expect(calls[0]!.headers.authorization).toBe('Bearer test-key');
    expect(calls[0]!.body).toMatchObject({ model: 'fake-model', response_format: { type: 'json_schema', json_schema: { name: 'email_analysis', strict: true } } });
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
