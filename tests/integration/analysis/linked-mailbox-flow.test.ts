import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGoogle } from '../support/fake-google';
import { linkFakeGmail } from '../support/google-fixture';
import { waitForAnalysis } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const notice = (date: string, time: string) =>
  [
    'WORKERS\' COMPENSATION APPEALS BOARD',
    'NOTICE OF HEARING',
    'Case Name: ROSA DIAZ vs. BLUE RIVER FOODS',
    'Case No.: ADJ18273645',
    `The above matter is set for a MANDATORY SETTLEMENT CONFERENCE on ${date} at ${time}.`,
    'Location: WCAB Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612',
    'Judge: Hon. Susan Park',
  ].join('\n');

/** New Gmail mail → the mail-sync workflow → the analysis → the event in Postgres and in Google Calendar. */
describe('a linked Gmail mailbox end to end', () => {
  let fake: FakeGoogle;
  let t: TestApp;
  let cookie: string;
  let accountId: string;

  beforeAll(async () => {
    process.env.MAIL_POLL_INTERVAL_SECONDS = '1';
    fake = await FakeGoogle.start();
    t = await createTestApp({ withWorker: true, google: fake.config() });
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    accountId = await linkFakeGmail(t.database.db, user.user.id, fake);
  });
  afterAll(async () => {
    delete process.env.MAIL_POLL_INTERVAL_SECONDS;
    await t?.close();
    await fake?.close();
  });

  async function waitFor<T>(probe: () => Promise<T | undefined | null>, what: string, timeoutMs = 30_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('analyses new mail on its own and mirrors the hearing into Google Calendar, then moves it on a continuance', async () => {
    const accounts = await t.app.inject({ method: 'GET', url: '/api/mail/accounts', headers: { cookie } });
    expect(accounts.json().accounts.map((a: { provider: string }) => a.provider).sort()).toEqual(['demo', 'gmail']);
    await waitFor(async () => (await t.database.db.selectFrom('linked_accounts').select('sync_cursor').where('id', '=', accountId).executeTakeFirst())?.sync_cursor, 'the first poll');

    const message = fake.gmail.deliver({ headers: { Subject: 'Notice of Hearing – ADJ18273645' }, text: notice('March 3, 2031', '8:30 a.m.') });
    const view = await waitForAnalysis(t.app, cookie, accountId, message.id);
    expect(view.analysis.calendarEventStatus).toBe('created');
    expect(view.event).toMatchObject({ caseNumber: 'ADJ18273645', start: '2031-03-03T16:30:00.000Z', googleEventId: expect.any(String) });

    // The demo inbox's hearings are mirrored too; look at this case's requests.
    const forCase = (requests: ReturnType<FakeGoogle['requestsTo']>) =>
      requests.filter((request) => (request.body as { extendedProperties?: { private?: { caseNumber?: string } } }).extendedProperties?.private?.caseNumber === 'ADJ18273645');
    const inserts = forCase(fake.requestsTo(/\/calendar\/v3\/calendars\/primary\/events$/, 'POST'));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.query.get('sendUpdates')).toBe('none');
    expect(inserts[0]!.body).toMatchObject({
      start: { dateTime: '2031-03-03T08:30:00', timeZone: 'America/Los_Angeles' },
      extendedProperties: { private: { caseNumber: 'ADJ18273645' } },
    });

    const continuance = fake.gmail.deliver({
      headers: { Subject: 'Order Continuing Hearing – ADJ18273645' },
      text: `ORDER CONTINUING HEARING\nCase No.: ADJ18273645\nThe Mandatory Settlement Conference set for March 3, 2031 is continued to April 14, 2031 at 10:00 a.m.\nHon. Susan Park`,
    });
    const moved = await waitForAnalysis(t.app, cookie, accountId, continuance.id);
    expect(moved.analysis.calendarEventStatus).toBe('updated');
    expect(moved.event.id).toBe(view.event.id);
    const patches = fake.requestsTo(new RegExp(`/calendar/v3/calendars/primary/events/${view.event.googleEventId}$`), 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]!.query.get('sendUpdates')).toBe('none');
    expect(patches[0]!.body).toMatchObject({ start: { dateTime: '2031-04-14T10:00:00', timeZone: 'America/Los_Angeles' } });
    expect(forCase(fake.requestsTo(/\/calendar\/v3\/calendars\/primary\/events$/, 'POST'))).toHaveLength(1);
  });
});
