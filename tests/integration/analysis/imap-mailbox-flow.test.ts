import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForAnalysis } from '../support/mail-helpers';
import { startMailServers, type MailServers } from '../support/mail-servers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** Link an IMAP account through the API, deliver a notice over SMTP, and the mail watcher analyses it. */
describe('a linked IMAP mailbox end to end', () => {
  let servers: MailServers;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    process.env.MAIL_POLL_INTERVAL_SECONDS = '1';
    servers = await startMailServers();
    t = await createTestApp({ withWorker: true });
    cookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => {
    delete process.env.MAIL_POLL_INTERVAL_SECONDS;
    await t?.close();
    await servers?.stop();
  });

  it('puts a hearing delivered to the IMAP inbox on the calendar without anyone touching it', async () => {
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/mail/accounts/imap',
      headers: { cookie },
      payload: { email: servers.imap.username, name: 'Firm mailbox', ...servers.settings, password: servers.imap.password },
    });
    expect(linked.statusCode).toBe(201);
    const accountId = linked.json().account.id as string;
    // Listing accounts starts the watcher; its first poll only notes where the inbox stands.
    await t.app.inject({ method: 'GET', url: '/api/mail/accounts', headers: { cookie } });
    const deadline = Date.now() + 20_000;
    while (!(await t.database.db.selectFrom('linked_accounts').select('sync_cursor').where('id', '=', accountId).executeTakeFirst())?.sync_cursor) {
      if (Date.now() > deadline) throw new Error('the mail watcher never polled');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    await servers.imap.append(
      [
        'From: DWC EAMS Notices <eams-notices@wcab.example.org>',
        `To: ${servers.imap.username}`,
        'Subject: Notice of Hearing – Lien Conference – ADJ19283746',
        'Date: Mon, 23 Nov 2026 09:00:00 -0800',
        'Message-ID: <lien-19283746@wcab.example.org>',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'NOTICE OF HEARING',
        'Case No.: ADJ19283746',
        'A LIEN CONFERENCE has been set for Tuesday, February 9, 2027, 8:30 AM,',
        'San Diego District Office, 7575 Metropolitan Drive, Suite 202, San Diego, CA 92108.',
        '',
      ].join('\r\n'),
    );

    let messageId: string | undefined;
    while (!messageId) {
      if (Date.now() > deadline + 20_000) throw new Error('the delivered notice was never analysed');
      messageId = (await t.database.db.selectFrom('email_analyses').select('message_id').where('account_id', '=', accountId).executeTakeFirst())?.message_id;
      if (!messageId) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const view = await waitForAnalysis(t.app, cookie, accountId, messageId);
    expect(view.analysis.calendarEventStatus).toBe('created');
    expect(view.event).toMatchObject({ caseNumber: 'ADJ19283746', start: '2027-02-09T16:30:00.000Z', emailSource: { accountId, messageId } });
  });
});
