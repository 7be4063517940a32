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

  it('lists archived messages in All Mail (and not in the Inbox)', async () => {
    const id = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
    expect((await post(`${base()}/messages/${id}/archive`)).statusCode).toBe(204);
    const inbox = (await get(`${base()}/messages?folderId=INBOX&pageSize=100`)).json().messages as Array<{ id: string }>;
    expect(inbox.map((m) => m.id)).not.toContain(id);
    const allMail = (await get(`${base()}/messages?folderId=ARCHIVE&pageSize=100`)).json();
    expect(allMail.messages.map((m: { id: string }) => m.id)).toContain(id);
    expect(allMail.resultSizeEstimate).toBeGreaterThanOrEqual(allMail.messages.length);
    // Trash is not part of All Mail.
    const trashed = await findMessageId(t.app, cookie, accountId, 'C&R proposal');
    await post(`${base()}/messages/trash`, { messageIds: [trashed] });
    expect(((await get(`${base()}/messages?folderId=ARCHIVE&pageSize=100`)).json().messages as Array<{ id: string }>).map((m) => m.id)).not.toContain(trashed);
  });

  it('searches every folder, with from: and free words', async () => {
    const archived = (await get(`${base()}/messages?folderId=ARCHIVE&search=PR-20417&pageSize=25`)).json().messages as Array<{ id: string; from: string; subject: string }>;
    expect(archived).toHaveLength(1);
    const everywhere = (await get(`${base()}/messages?folderId=ALL&search=PR-20417&pageSize=25`)).json().messages as Array<{ id: string }>;
    expect(everywhere.map((m) => m.id)).toEqual([archived[0]!.id]);
    // Trash and Sent are searched too.
    const trashed = (await get(`${base()}/messages?folderId=ALL&search=${encodeURIComponent('C&R proposal')}&pageSize=25`)).json().messages as Array<{ subject: string }>;
    expect(trashed.map((m) => m.subject)).toEqual([expect.stringContaining('C&R proposal')]);
    const sender = archived[0]!.from.match(/<([^>]+)>/)?.[1] ?? archived[0]!.from;
    const fromSender = (await get(`${base()}/messages?folderId=ALL&search=${encodeURIComponent(`from:${sender}`)}&pageSize=100`)).json().messages as Array<{ from: string }>;
    expect(fromSender.length).toBeGreaterThan(0);
    expect(fromSender.every((m) => m.from.includes(sender))).toBe(true);
    const nobody = (await get(`${base()}/messages?folderId=ALL&search=${encodeURIComponent('from:nobody@nowhere.example PR-20417')}&pageSize=25`)).json().messages;
    expect(nobody).toEqual([]);
    const sentReply = (await get(`${base()}/messages?folderId=ALL&search=${encodeURIComponent('subject:"Re: Lunch Thursday"')}&pageSize=25`)).json().messages as Array<{ labels: string[] }>;
    expect(sentReply.some((m) => m.labels.includes('SENT'))).toBe(true);
  });

  const upload = (name: string, type: string, bytes: Buffer, as = cookie) =>
    t.app.inject({ method: 'POST', url: `/api/mail/attachments?name=${encodeURIComponent(name)}&type=${encodeURIComponent(type)}`, headers: { cookie: as, 'content-type': 'application/octet-stream', origin: 'http://127.0.0.1:3000' }, payload: bytes });

  it('sends uploaded files as real MIME attachments', async () => {
    const uploaded = await upload('brief.txt', 'text/plain', Buffer.from('Points and authorities\n'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = uploaded.json().attachment;
    expect(attachment).toMatchObject({ filename: 'brief.txt', mimeType: 'text/plain', size: 23 });
    const response = await post(`${base()}/send`, { to: 'court@example.com', subject: 'Filing', body: 'Attached.', bodyFormat: 'text', attachmentIds: [attachment.id] });
    expect(response.statusCode).toBe(201);
    const email = await storedParts(response.json().id);
    expect(email.attachments.map((file) => [file.filename, file.mimeType])).toEqual([['brief.txt', 'text/plain']]);
    expect(Buffer.from(email.attachments[0]!.content as ArrayBuffer).toString()).toBe('Points and authorities\n');
    const shown = (await get(`${base()}/messages/${response.json().id}`)).json().message;
    expect(shown.attachments).toEqual([expect.objectContaining({ filename: 'brief.txt' })]);
    // Another user cannot send someone else's upload.
    const other = await upload('x.txt', 'text/plain', Buffer.from('x'));
    const stranger = await signedInWithDemoMailbox(t);
    const refused = await t.app.inject({ method: 'POST', url: `/api/mail/accounts/${stranger.accountId}/send`, headers: { cookie: stranger.cookie }, payload: { to: 'a@example.com', subject: 'x', body: '', attachmentIds: [other.json().attachment.id] } });
    expect(refused.statusCode).toBe(404);
  });

  it('saves, lists, reopens, sends and discards drafts; another user gets 404', async () => {
    const file = (await upload('exhibit-a.pdf', 'application/pdf', Buffer.from('%PDF-1.4 exhibit'))).json().attachment;
    const created = await post(`${base()}/drafts`, { to: 'opposing@example.com', subject: 'Meet and confer', bodyHtml: '<p>First line<br>Second line</p>', attachmentIds: [file.id] });
    expect(created.statusCode).toBe(201);
    const draft = created.json().draft;
    expect(draft).toMatchObject({ to: 'opposing@example.com', subject: 'Meet and confer', attachments: [{ id: file.id, filename: 'exhibit-a.pdf' }] });
    const updated = await t.app.inject({ method: 'PUT', url: `/api/mail/drafts/${draft.id}`, headers: { cookie }, payload: { subject: 'Meet and confer re: discovery' } });
    expect(updated.json().draft).toMatchObject({ subject: 'Meet and confer re: discovery', bodyHtml: '<p>First line<br>Second line</p>' });
    const listed = (await get(`${base()}/drafts`)).json().drafts as Array<{ id: string }>;
    expect(listed.map((one) => one.id)).toContain(draft.id);

    const stranger = await signUpUser(t.app);
    expect((await get(`/api/mail/drafts/${draft.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/mail/drafts/${draft.id}`, headers: { cookie: stranger.cookie }, payload: { subject: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mail/drafts/${draft.id}`, headers: { cookie: stranger.cookie }, payload: {} })).statusCode).toBe(404);
    expect((await post(`/api/mail/drafts/${draft.id}/send`, {}, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`${base()}/drafts`, stranger.cookie)).statusCode).toBe(404);

    const sent = await post(`/api/mail/drafts/${draft.id}/send`);
    expect(sent.statusCode).toBe(201);
    const email = await storedParts(sent.json().id);
    expect(email.subject).toBe('Meet and confer re: discovery');
    expect(email.text?.trim()).toBe('First line\nSecond line');
    expect(email.attachments.map((one) => one.filename)).toEqual(['exhibit-a.pdf']);
    expect((await get(`/api/mail/drafts/${draft.id}`)).statusCode).toBe(404);

    const empty = (await post(`${base()}/drafts`, { subject: 'No recipient yet' })).json().draft;
    expect((await post(`/api/mail/drafts/${empty.id}/send`)).json().error.message).toBe('Recipient (To) field is required to send an email.');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/mail/drafts/${empty.id}`, headers: { cookie }, payload: {} })).statusCode).toBe(204);
    expect(((await get(`${base()}/drafts`)).json().drafts as Array<{ id: string }>).map((one) => one.id)).not.toContain(empty.id);
  });

  it('keeps one signature per user', async () => {
    expect((await get('/api/mail/compose-settings')).json()).toEqual({ signature: '' });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/mail/compose-settings', headers: { cookie }, payload: { signature: 'Jane Doe\nDoe & Partners' } });
    expect(saved.json()).toEqual({ signature: 'Jane Doe\nDoe & Partners' });
    expect((await get('/api/mail/compose-settings')).json().signature).toBe('Jane Doe\nDoe & Partners');
    const stranger = await signUpUser(t.app);
    expect((await get('/api/mail/compose-settings', stranger.cookie)).json().signature).toBe('');
  });
});
