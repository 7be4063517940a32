import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createActivities } from '../../../activities/index';
import type { AnalyserOutput } from '../../../activities/analysis/types';
import { SecretBox } from '../../../activities/security/secret-box';
import { startWorker, type StartedWorker } from '../../../api/temporal/worker';
import { addDays } from '../../../domain/analysis/offline/date-mentions';
import type { AnalysableEmail } from '../../../domain/analysis/types';
import { parseMailHostAllowList } from '../../../domain/mail/host-policy';
import { demoAccountId, findMessageId, waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, TEST_APP_SECRET, type TestApp } from '../support/test-app';

// The reading of this notice slips: its date is written a day after the one its own quote gives.
const SLIPPED = 'Mandatory Settlement Conference – ADJ12345678';

/**
 * The promise of the evidence check, end to end on a real Temporal server: an event whose date is not what its quoted
 * words say waits in the audit queue and never reaches the calendar; the inbox's other notices are written as before.
 */
describe('an analysed value that contradicts its own evidence', () => {
  let t: TestApp;
  let worker: StartedWorker;
  let cookie: string;
  let userId: string;
  let accountId: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorker: false });
    const deps = {
      db: t.database.db,
      secrets: new SecretBox(TEST_APP_SECRET),
      google: null,
      mailHosts: parseMailHostAllowList('127.0.0.1'),
      ai: { apiKey: undefined, baseUrl: undefined, model: 'offline' },
      appUrl: 'http://127.0.0.1:3000',
      embedder: t.embedder,
    };
    const real = createActivities({ ...deps, workerIdentity: 'evidence-guard-test' });
    const activities = {
      ...real,
      async analyseEmail(email: AnalysableEmail): Promise<AnalyserOutput> {
        const output = await real.analyseEmail(email);
        const meeting = output.result.meetingDetails;
        if (!email.subject.includes(SLIPPED) || !meeting?.eventDate) return output;
        return { ...output, result: { ...output.result, meetingDetails: { ...meeting, eventDate: addDays(meeting.eventDate, 1) } } };
      },
    };
    worker = await startWorker({ address: inject('temporalAddress'), namespace: 'default', taskQueue: t.temporal.taskQueue, deps, overrides: { activities } });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    userId = user.user.id;
    accountId = await demoAccountId(t.app, cookie);
  });
  afterAll(async () => {
    await worker?.shutdown();
    await t?.close();
  });

  async function pendingConfirmationFor(messageId: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await t.app.inject({ method: 'GET', url: '/api/audit?status=pending&actionType=analysis.confirm', headers: { cookie } });
      const entries = response.json().entries as Array<{ id: string; sourceId: string; details: { reason: string; params: Record<string, string | null> } }>;
      const entry = entries.find((candidate) => candidate.sourceId === messageId);
      if (entry) return entry;
      if (Date.now() > deadline) throw new Error(`no confirmation for ${messageId} in the audit queue`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('waits in the audit queue with the reason in plain words, and is not on the calendar', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, SLIPPED);
    const entry = await pendingConfirmationFor(messageId);
    expect(entry.details.reason).toMatch(/^The date written \([A-Z][a-z]+ \d{1,2}, \d{4}\) is not what the message says: ".+"\.$/);
    const written = entry.details.params.eventDate;
    expect(written).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const view = (await t.app.inject({ method: 'GET', url: `/api/mail/accounts/${accountId}/messages/${messageId}/analysis`, headers: { cookie } })).json();
    expect(view.analysis.calendarEventStatus).toBe('awaiting_confirmation');
    expect(view.event).toBeNull();
    // The person sees the quote the date was read from beside the value it contradicts.
    expect(view.analysis.meetingDetails.eventDate).toBe(written);
    expect(entry.details.reason).toContain(`"${view.analysis.meetingDetails.evidence.eventDate.quote}"`);
    const onCalendar = await t.database.db.selectFrom('calendar_events').select('id').where('user_id', '=', userId).where('case_number', '=', 'ADJ12345678').execute();
    expect(onCalendar).toEqual([]);
  });

  it('writes a notice whose values are what its words say straight to the calendar', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'NOTICE OF HEARING (TRIAL)');
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis.calendarEventStatus).toBe('created');
    expect(view.event).toMatchObject({ caseNumber: 'ADJ10987654', hearingType: 'Trial' });
  });
});
