import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoMailbox } from '../../../activities/mail/demo/seed';
import { findMessageId, inboxMessages } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

describe('mail API over the demo mailbox', () => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;
  const base = () => `/api/mail/accounts/${accountId}`;
  const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const post = (url: string, payload?: object, as = cookie) => t.app.inject({ method: 'POST', url, headers: { cookie: as }, payload: payload ?? {} });

  beforeAll(async () => {
    t = await createTestApp();
    const user = await signUpUser(t.app);
    cookie = user.cookie;
    accountId = (await ensureDemoMailbox(t.database.db, { userId: user.user.id, fullName: user.user.fullName, email: user.user.email })).accountId;
  });
  afterAll(async () => t?.close());

  it('lists the demo mailbox, clearly marked, and the five system folders with counts', async () => {
    const accounts = (await get('/api/mail/accounts')).json().accounts;
    expect(accounts).toEqual([expect.objectContaining({ id: accountId, provider: 'demo', name: 'Demo mailbox', isDemo: true, connected: true })]);
    const folders = (await get(`${base()}/folders`)).json().folders as Array<{ id: string; totalCount: number; unreadCount: number }>;
    expect(folders.map((folder) => folder.id)).toEqual(['INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM']);
    const inbox = folders[0]!;
    expect(inbox.totalCount).toBe(15);
    expect(inbox.unreadCount).toBeGreaterThan(0);
    expect(inbox.unreadCount).toBeLessThan(15);
  });

  it('pages newest first with page tokens, and the tokens revisit the same pages', async () => {
    const first = await inboxMessages(t.app, cookie, accountId, 'pageSize=5');
    expect(first.messages).toHaveLength(5);
    expect(first.resultSizeEstimate).toBe(15);
    const dates = first.messages.map((m) => (m as unknown as { date: string }).date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await inboxMessages(t.app, cookie, accountId, `pageSize=5&pageToken=${first.nextPageToken}`);
    const third = await inboxMessages(t.app, cookie, accountId, `pageSize=5&pageToken=${second.nextPageToken}`);
    expect(third.messages).toHaveLength(5);
    expect(third.nextPageToken).toBeNull();
    const all = [...first.messages, ...second.messages, ...third.messages].map((m) => m.id);
    expect(new Set(all).size).toBe(15);
    const secondAgain = await inboxMessages(t.app, cookie, accountId, `pageSize=5&pageToken=${first.nextPageToken}`);
    expect(secondAgain.messages.map((m) => m.id)).toEqual(second.messages.map((m) => m.id));
  });

  it('searches subject, sender and text', async () => {
    const found = await inboxMessages(t.app, cookie, accountId, 'pageSize=25&search=ADJ10987654');
    expect(found.messages.map((m) => m.subject)).toEqual([expect.stringContaining('Nguyen')]);
  });

  it('shows a message with its HTML sanitised and remote images held back, and serves attachments', async () => {
    const newsletterId = await findMessageId(t.app, cookie, accountId, "This week:");
    const newsletter = (await get(`${base()}/messages/${newsletterId}`)).json().message;
    expect(newsletter.bodyMimeType).toBe('text/html');
    expect(newsletter.body).toContain('data-remote-src="https://applicantsbar.example.org/track/open.gif"');
    expect(newsletter.body).not.toMatch(/<img[^>]+\ssrc=/);
    expect(newsletter.body).toContain('rel="noopener noreferrer nofollow"');

    const depositionId = await findMessageId(t.app, cookie, accountId, 'Notice of Taking Deposition');
    const deposition = (await get(`${base()}/messages/${depositionId}`)).json().message;
    expect(deposition.attachments).toEqual([{ filename: 'Notice-of-Deposition-Howard.pdf', mimeType: 'application/pdf', size: expect.any(Number), attachmentId: '0' }]);
    const file = await get(`${base()}/messages/${depositionId}/attachments/0`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Notice-of-Deposition-Howard.pdf');
    expect(file.body).toContain('ADJ16482093');
  });

  it('marks read and unread, moves, archives and deletes', async () => {
    const id = await findMessageId(t.app, cookie, accountId, 'Lunch Thursday');
    expect((await post(`${base()}/messages/read`, { messageIds: [id], read: false })).statusCode).toBe(204);
    expect((await get(`${base()}/messages/${id}`)).json().message.unread).toBe(true);
    await post(`${base()}/messages/read`, { messageIds: [id], read: true });
    expect((await get(`${base()}/messages/${id}`)).json().message.read).toBe(true);

    expect((await post(`${base()}/messages/${id}/move`, { folderId: 'SPAM' })).statusCode).toBe(204);
    const spam = (await get(`${base()}/messages?folderId=SPAM&pageSize=25`)).json();
    expect(spam.messages.map((m: { id: string }) => m.id)).toEqual([id]);

    expect((await post(`${base()}/messages/${id}/archive`)).statusCode).toBe(204);
    expect((await get(`${base()}/messages?folderId=SPAM&pageSize=25`)).json().messages).toEqual([]);

    const invoice = await findMessageId(t.app, cookie, accountId, 'Invoice #PR-20417');
    expect((await post(`${base()}/messages/trash`, { messageIds: [invoice] })).statusCode).toBe(204);
    const trash = (await get(`${base()}/messages?folderId=TRASH&pageSize=25`)).json();
    expect(trash.messages.map((m: { id: string }) => m.id)).toContain(invoice);
  });

  it('creates labels, returns the existing one for a name in use, and applies and removes them', async () => {
    const created = await post(`${base()}/labels`, { name: 'Garcia file' });
    expect(created.statusCode).toBe(201);
    const label = created.json().label;
    expect(label).toMatchObject({ name: 'Garcia file', type: 'user', color: { backgroundColor: expect.stringMatching(/^#/) } });
    const again = await post(`${base()}/labels`, { name: 'GARCIA FILE' });
    expect(again.statusCode).toBe(200);
    expect(again.json().label.id).toBe(label.id);

    const id = await findMessageId(t.app, cookie, accountId, 'ADJ12345678');
    await post(`${base()}/messages/${id}/labels`, { add: [label.id], remove: [] });
    const labelled = (await get(`${base()}/messages?labelId=${label.id}&pageSize=25`)).json();
    expect(labelled.messages.map((m: { id: string }) => m.id)).toEqual([id]);
    await post(`${base()}/messages/${id}/labels`, { add: [], remove: [label.id] });
    expect((await get(`${base()}/messages?labelId=${label.id}&pageSize=25`)).json().messages).toEqual([]);
  });

  it.each([
    [{ subject: 'Hi', body: 'x' }, 'Recipient (To) field is required to send an email.'],
    [{ to: [], subject: 'Hi', body: 'x' }, 'Recipient (To) field is required to send an email.'],
    [{ to: 'a@b.co', subject: '   ', body: 'x' }, 'Subject field is required to send an email.'],
    [{ to: 'a@b.co', subject: 'Hi', body: 42 }, 'Body field is required and must be a string to send an email.'],
  ])('refuses to send %j with the spec text', async (payload, message) => {
    const response = await post(`${base()}/send`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message } });
  });

  it('sends a message (recipients as a list or a string) and files it in Sent', async () => {
    const response = await post(`${base()}/send`, { to: ['kbradford@bradfordlee.example.com', 'twebb@webbdefense.example.com'], cc: 'paralegal@lawgroup.example.com', subject: 'Deposition dates', body: '<p>We confirm <b>the 19th</b>.</p>' });
    expect(response.statusCode).toBe(201);
    const sent = (await get(`${base()}/messages?folderId=SENT&pageSize=25`)).json().messages;
    expect(sent).toHaveLength(1);
    const message = (await get(`${base()}/messages/${response.json().id}`)).json().message;
    expect(message).toMatchObject({ subject: 'Deposition dates', to: ['kbradford@bradfordlee.example.com', 'twebb@webbdefense.example.com'], cc: ['paralegal@lawgroup.example.com'] });
    expect(message.body).toContain('<b>the 19th</b>');
  });

  it("answers 404 for another user's mailbox and message", async () => {
    const stranger = await signUpUser(t.app);
    const id = await findMessageId(t.app, cookie, accountId, 'Question about my TD checks');
    for (const url of [`${base()}/folders`, `${base()}/messages?pageSize=5`, `${base()}/messages/${id}`]) {
      const response = await get(url, stranger.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('Mail account not found');
    }
    expect((await post(`${base()}/messages/trash`, { messageIds: [id] }, stranger.cookie)).statusCode).toBe(404);
  });
});
