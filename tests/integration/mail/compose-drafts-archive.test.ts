import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNamed, auditEntry, propose } from '../support/agent-helpers';
import { findMessageId, signedInWithDemoMailbox } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('composing, drafts and archived mail', () => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;
  const base = () => `/api/mail/accounts/${accountId}`;
  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const post = (url: string, payload?: object, as = cookie) => t.app.inject({ method: 'POST', url, headers: { cookie: as }, payload: payload ?? {} });

  /** The stored RFC 822 message of a demo-mailbox message, parsed: both its parts and its attachments. */
  const storedParts = async (messageId: string) => {
    const row = await t.database.db.selectFrom('demo_messages').select('raw').where('id', '=', messageId).executeTakeFirstOrThrow();
    return PostalMime.parse(row.raw, { attachmentEncoding: 'arraybuffer' });
  };
  const sentWithSubject = async (subject: string) => {
    const sent = (await get(`${base()}/messages?folderId=SENT&pageSize=100`)).json().messages as Array<{ id: string; subject: string }>;
    return sent.filter((message) => message.subject === subject);
  };

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie, accountId } = await signedInWithDemoMailbox(t));
  });
  afterAll(async () => t?.close());

  it('a plain-text reply keeps its line breaks in both the HTML and the plain-text part', async () => {
    const messageId = await findMessageId(t.app, cookie, accountId, 'Lunch Thursday');
    const response = await post(`${base()}/send`, {
      to: 'friend@example.com',
      subject: 'Re: Lunch Thursday',
      body: 'Thursday works.\nSee you at noon.\n\nBest,\nMe',
      bodyFormat: 'text',
      inReplyToMessageId: messageId,
    });
    expect(response.statusCode).toBe(201);
    const email = await storedParts(response.json().id);
    expect(email.html).toContain('<p>Thursday works.<br>See you at noon.</p><p>Best,<br>Me</p>');
    expect(email.text?.trim()).toBe('Thursday works.\nSee you at noon.\n\nBest,\nMe');
    const shown = (await get(`${base()}/messages/${response.json().id}`)).json().message;
    expect(shown.textBody).toContain('See you at noon.');
  });

  it('an HTML body from the editor is sent with a plain-text alternative', async () => {
    const response = await post(`${base()}/send`, { to: 'a@example.com', subject: 'Agenda', body: '<p><strong>Agenda</strong></p><ul><li>Intake</li><li>Hearing</li></ul>', bodyFormat: 'html' });
    expect(response.statusCode).toBe(201);
    const email = await storedParts(response.json().id);
    expect(email.html).toContain('<strong>Agenda</strong>');
    expect(email.text).toContain('Agenda');
    expect(email.text).toMatch(/Intake\n.*Hearing/);
  });

  it('a reply edited as plain text in the approval queue is sent with its line breaks', async () => {
    const agent = await agentNamed(t.app, cookie, 'E-mail Agent');
    const messageId = await findMessageId(t.app, cookie, accountId, 'Question about my TD checks');
    const proposed = await propose(t.app, cookie, agent.id, { type: 'email.send_reply', params: { accountId, messageId, body: '<p>We will call the carrier today.</p>' } });
    expect(proposed.json()).toMatchObject({ message: 'Action requires approval' });
    const { auditId, workflowId } = proposed.json();
    const pending = await auditEntry(t.app, cookie, auditId);
    expect(pending?.details).toMatchObject({ preview: { reply: { body: '<p>We will call the carrier today.</p>', text: 'We will call the carrier today.' } } });

    const approved = await post(`/api/audit/${auditId}/approve`, { params: { accountId, messageId, body: 'We called the carrier.\nThe check is on its way.\n\nJane' } });
    expect(approved.statusCode).toBe(200);
    await t.temporal.client.workflow.getHandle(workflowId).result();
    const [sent] = await sentWithSubject('Re: Question about my TD checks');
    expect(sent).toBeDefined();
    const email = await storedParts(sent!.id);
    expect(email.html).toContain('<p>We called the carrier.<br>The check is on its way.</p><p>Jane</p>');
    expect(email.text?.trim()).toBe('We called the carrier.\nThe check is on its way.\n\nJane');
  });

  it('refuses a send without a recipient or subject with the spec texts', async () => {
    expect((await post(`${base()}/send`, { subject: 'x', body: '' })).json().error.message).toBe('Recipient (To) field is required to send an email.');
    expect((await post(`${base()}/send`, { to: 'a@example.com', subject: '  ', body: '' })).json().error.message).toBe('Subject field is required to send an email.');
    expect((await post(`${base()}/send`, { to: 'a@example.com', subject: 'x', body: 3 })).json().error.message).toBe('Body field is required and must be a string to send an email.');
    const stranger = await signUpUser(t.app);
    expect((await post(`${base()}/send`, { to: 'a@example.com', subject: 'x', body: '' }, stranger.cookie)).statusCode).toBe(404);
  });
});
