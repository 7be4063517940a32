import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRawMessage } from '../../../activities/mail/mime/parse';
import { MailProviderError } from '../../../activities/mail/provider';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import { FakeGoogle } from '../support/fake-google';
import { gmailOnFake } from '../support/google-fixture';

let fake: FakeGoogle;
beforeEach(async () => {
  fake = await FakeGoogle.start();
});
afterEach(async () => fake.close());

const messagesPath = '/gmail/v1/users/me/messages';

describe('Gmail provider: listing messages', () => {
  it('sends folder and label as repeated labelIds, the search as q, page size and token', async () => {
    const { provider } = gmailOnFake(fake);
    await provider.listMessages({ folderId: 'INBOX', labelId: 'Label_7', search: ' hearing notice ', pageSize: 25, pageToken: 'page-2' });
    const [list] = fake.requestsTo(messagesPath, 'GET');
    expect(list!.query.getAll('labelIds')).toEqual(['INBOX', 'Label_7']);
    expect(list!.query.get('q')).toBe('hearing notice');
    expect(list!.query.get('maxResults')).toBe('25');
    expect(list!.query.get('pageToken')).toBe('page-2');
    expect(list!.headers.authorization).toMatch(/^Bearer ya29\./);
  });

  it('maps the spec folder names: drafts to DRAFT, archive to all mail', async () => {
    const { provider } = gmailOnFake(fake);
    await provider.listMessages({ folderId: 'drafts', pageSize: 10 });
    await provider.listMessages({ folderId: 'archive', pageSize: 10 });
    const [drafts, archive] = fake.requestsTo(messagesPath, 'GET');
    expect(drafts!.query.getAll('labelIds')).toEqual(['DRAFT']);
    expect(archive!.query.has('labelIds')).toBe(false);
    expect(archive!.query.has('q')).toBe(false);
  });

  it('pages through the folder and builds rows from metadata', async () => {
    for (let i = 0; i < 3; i++) fake.gmail.add({ headers: { Subject: `Notice ${i}`, To: 'A <a@firm.com>, b@firm.com' }, snippet: 'Court&#39;s order &amp; notice' });
    fake.gmail.add({ labelIds: ['SENT'] });
    const { provider } = gmailOnFake(fake);

    const first = await provider.listMessages({ folderId: 'INBOX', pageSize: 2 });
    expect(first.messages.map((row) => row.subject)).toEqual(['Notice 2', 'Notice 1']);
    expect(first.nextPageToken).toBe('2');
    expect(first.resultSizeEstimate).toBe(3);
    expect(first.messages[0]).toMatchObject({
      from: 'Clerk <clerk@wcab.example.gov>',
      to: ['A <a@firm.com>', 'b@firm.com'],
      snippet: "Court's order & notice",
      labels: ['INBOX', 'UNREAD'],
      read: false,
      unread: true,
      starred: false,
    });
    expect(Date.parse(first.messages[0]!.date)).toBe(fake.gmail.messages.get(first.messages[0]!.id)!.internalDate);

    const second = await provider.listMessages({ folderId: 'INBOX', pageSize: 2, pageToken: first.nextPageToken! });
    expect(second.messages.map((row) => row.subject)).toEqual(['Notice 0']);
    expect(second.nextPageToken).toBeNull();
  });

  it('fetches each row with format metadata and only the headers it shows', async () => {
    for (let i = 0; i < 23; i++) fake.gmail.add();
    const { provider } = gmailOnFake(fake);
    const page = await provider.listMessages({ folderId: 'INBOX', pageSize: 25 });
    expect(page.messages).toHaveLength(23);
    const gets = fake.requestsTo(new RegExp(`^${messagesPath}/[^/]+$`), 'GET');
    expect(gets).toHaveLength(23);
    for (const get of gets) {
      expect(get.query.get('format')).toBe('metadata');
      expect(get.query.getAll('metadataHeaders')).toEqual(['From', 'To', 'Subject', 'Date']);
    }
  });
});

describe('Gmail provider: one message and its attachments', () => {
  it('reads the full message with the HTML sanitised and attachments listed by part', async () => {
    const pdf = Buffer.from('%PDF-1.7 notice of hearing');
    const message = fake.gmail.add({
      headers: { Subject: 'Notice of Hearing', Cc: 'Paralegal <p@firm.com>' },
      text: 'Hearing on 12/03.',
      html: '<p onclick="steal()">Hearing on <b>12/03</b>.</p><script>alert(1)</script><img src="https://track.example/p.gif">',
      attachments: [
        { filename: 'notice.pdf', mimeType: 'application/pdf', content: pdf },
        { filename: 'note.txt', mimeType: 'text/plain', content: Buffer.from('inline note'), inline: true },
      ],
    });
    const { provider } = gmailOnFake(fake);
    const full = await provider.getMessage(message.id);

    expect(fake.requestsTo(`${messagesPath}/${message.id}`)[0]!.query.get('format')).toBe('full');
    expect(full.bodyMimeType).toBe('text/html');
    expect(full.body).toContain('<b>12/03</b>');
    expect(full.body).not.toMatch(/script|onclick| src="https/);
    expect(full.body).toContain('data-remote-src="https://track.example/p.gif"');
    expect(full.textBody).toBe('Hearing on 12/03.');
    expect(full.cc).toEqual(['Paralegal <p@firm.com>']);
    expect(full.hasAttachments).toBe(true);
    expect(full.attachments).toEqual([
      { filename: 'notice.pdf', mimeType: 'application/pdf', size: pdf.length, attachmentId: '1' },
      { filename: 'note.txt', mimeType: 'text/plain', size: 11, attachmentId: '2' },
    ]);
  });

  it('decodes a body in the charset its part names', async () => {
    const message = fake.gmail.add({ html: '<p>Café - señor</p>', charset: 'iso-8859-1' });
    const { provider } = gmailOnFake(fake);
    expect((await provider.getMessage(message.id)).body).toBe('<p>Café - señor</p>');
  });

  it('shows the spec text for a body that cannot be decoded', async () => {
    const message = fake.gmail.add({ text: 'x' });
    fake.respondOnce({ method: 'GET', path: `${messagesPath}/${message.id}` }, 200, {
      ...fake.gmail.envelope(message),
      payload: { partId: '', mimeType: 'text/plain', headers: [{ name: 'Content-Type', value: 'text/plain; charset="UTF-8"' }], body: { size: 2, data: Buffer.from([0xff, 0xfe]).toString('base64url') } },
    });
    const { provider } = gmailOnFake(fake);
    const full = await provider.getMessage(message.id);
    expect(full.body).toBe('[Error: Could not decode email content]');
    expect(full.bodyMimeType).toBe('text/plain');
  });

  it('requires a message id', async () => {
    const { provider } = gmailOnFake(fake);
    await expect(provider.getMessage('')).rejects.toThrow(MAIL_MESSAGES.emailIdRequired);
    expect(fake.requests).toHaveLength(0);
  });

  it('downloads an attachment through attachments.get with the id Gmail issues now', async () => {
    const pdf = Buffer.from('%PDF-1.7 minute order');
    const message = fake.gmail.add({ text: 'see attached', attachments: [{ filename: 'order.pdf', mimeType: 'application/pdf', content: pdf }] });
    const { provider } = gmailOnFake(fake);
    const { attachments } = await provider.getMessage(message.id);
    fake.clearRequests();

    const content = await provider.getAttachment(message.id, attachments[0]!.attachmentId);
    expect(content).toEqual({ filename: 'order.pdf', mimeType: 'application/pdf', data: pdf });
    const download = fake.requestsTo(new RegExp(`^${messagesPath}/${message.id}/attachments/`))[0]!;
    expect(fake.gmail.issuedAttachments.get(download.path.split('/').pop()!)).toEqual(pdf);
  });

  it('serves a small inline attachment without a download call, and 404s an unknown one', async () => {
    const message = fake.gmail.add({ text: 'x', attachments: [{ filename: 'a.txt', mimeType: 'text/plain', content: Buffer.from('tiny'), inline: true }] });
    const { provider } = gmailOnFake(fake);
    expect((await provider.getAttachment(message.id, '1')).data.toString()).toBe('tiny');
    expect(fake.requestsTo(/\/attachments\//)).toHaveLength(0);
    await expect(provider.getAttachment(message.id, '7')).rejects.toMatchObject({ status: 404 });
  });
});

describe('Gmail provider: changing messages', () => {
  it('marks read and unread by removing and adding UNREAD', async () => {
    const [a, b] = [fake.gmail.add(), fake.gmail.add()];
    const { provider } = gmailOnFake(fake);
    await provider.setRead([a.id, b.id], true);
    const modifies = fake.requestsTo(/\/modify$/, 'POST');
    expect(modifies.map((request) => request.path).sort()).toEqual([`${messagesPath}/${a.id}/modify`, `${messagesPath}/${b.id}/modify`]);
    expect(modifies[0]!.body).toEqual({ addLabelIds: [], removeLabelIds: ['UNREAD'] });
    expect(a.labelIds).toEqual(['INBOX']);

    fake.clearRequests();
    await provider.setRead([a.id], false);
    expect(fake.requests[0]!.body).toEqual({ addLabelIds: ['UNREAD'], removeLabelIds: [] });
  });

  it('applies labels, archives (out of INBOX) and moves (into the target, out of INBOX)', async () => {
    const message = fake.gmail.add();
    const { provider } = gmailOnFake(fake);
    await provider.modifyLabels(message.id, ['Label_3'], ['IMPORTANT']);
    await provider.archive(message.id);
    await provider.moveToFolder(message.id, 'SPAM');
    expect(fake.requestsTo(/\/modify$/).map((request) => request.body)).toEqual([
      { addLabelIds: ['Label_3'], removeLabelIds: ['IMPORTANT'] },
      { addLabelIds: [], removeLabelIds: ['INBOX'] },
      { addLabelIds: ['SPAM'], removeLabelIds: ['INBOX'] },
    ]);
    expect(message.labelIds.sort()).toEqual(['Label_3', 'SPAM', 'UNREAD']);
  });

  it('trashes one message with messages.trash', async () => {
    const message = fake.gmail.add();
    const { provider } = gmailOnFake(fake);
    await provider.trash([message.id]);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${messagesPath}/${message.id}/trash`]);
    expect(message.labelIds).toContain('TRASH');
  });

  it('trashes many in batchModify chunks of 100 with addLabelIds TRASH', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => fake.gmail.add({ id: `bulk${index}` }).id);
    const { provider } = gmailOnFake(fake);
    await provider.trash(ids);
    const batches = fake.requestsTo(`${messagesPath}/batchModify`, 'POST');
    expect(batches.map((request) => (request.body as { ids: string[] }).ids.length)).toEqual([100, 100, 50]);
    expect(batches.flatMap((request) => (request.body as { ids: string[] }).ids)).toEqual(ids);
    for (const batch of batches) expect((batch.body as { addLabelIds: string[] }).addLabelIds).toEqual(['TRASH']);
    expect([...fake.gmail.messages.values()].every((message) => message.labelIds.includes('TRASH'))).toBe(true);
  });
});

describe('Gmail provider: folders and labels', () => {
  it('counts the system folders from labels.get', async () => {
    fake.gmail.add();
    fake.gmail.add({ labelIds: ['INBOX'] });
    fake.gmail.add({ labelIds: ['SENT'] });
    const { provider } = gmailOnFake(fake);
    const folders = await provider.listFolders();
    expect(folders.map((folder) => [folder.id, folder.name, folder.totalCount, folder.unreadCount])).toEqual([
      ['INBOX', 'Inbox', 2, 1],
      ['SENT', 'Sent', 1, 0],
      ['DRAFT', 'Drafts', 0, 0],
      ['TRASH', 'Trash', 0, 0],
      ['SPAM', 'Spam', 0, 0],
    ]);
    expect(fake.requestsTo(/\/labels\//).map((request) => request.path.split('/').pop())).toEqual(['INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM']);
  });

  it('lists user labels only, with their colour', async () => {
    fake.gmail.addUserLabel('Clients/Smith', '#16a765');
    fake.gmail.addUserLabel('Hearings');
    const { provider } = gmailOnFake(fake);
    expect(await provider.listLabels()).toEqual([
      { id: 'Label_9', name: 'Clients/Smith', type: 'user', color: { backgroundColor: '#16a765' } },
      { id: 'Label_10', name: 'Hearings', type: 'user', color: { backgroundColor: '#cccccc' } },
    ]);
  });

  it('creates a label visible in lists', async () => {
    const { provider } = gmailOnFake(fake);
    const label = await provider.createLabel(' Lien Claims ');
    expect(label).toMatchObject({ name: 'Lien Claims', type: 'user' });
    expect(fake.requestsTo('/gmail/v1/users/me/labels', 'POST')[0]!.body).toEqual({ name: 'Lien Claims', messageListVisibility: 'show', labelListVisibility: 'labelShow' });
  });

  it('answers a 409 with the existing label, found case-insensitively', async () => {
    const existing = fake.gmail.addUserLabel('Clients/Smith');
    const { provider } = gmailOnFake(fake);
    await expect(provider.createLabel('clients/smith')).resolves.toMatchObject({ id: existing.id, name: 'Clients/Smith' });
    expect(fake.requestsTo('/gmail/v1/users/me/labels', 'GET')).toHaveLength(1);
  });

  it('says the folder exists but could not be retrieved when the 409 label is not listed', async () => {
    fake.respondOnce({ method: 'POST', path: '/gmail/v1/users/me/labels' }, 409);
    const { provider } = gmailOnFake(fake);
    const failure = provider.createLabel('Ghost');
    await expect(failure).rejects.toThrow('Folder "Ghost" already exists but could not be retrieved');
    await expect(failure).rejects.toBeInstanceOf(MailProviderError);
  });
});

describe('Gmail provider: sending', () => {
  it('sends a base64url MIME message from the account address', async () => {
    const { provider } = gmailOnFake(fake);
    const { id } = await provider.send({ to: ['judge@wcab.example.gov', 'opposing@firm.com'], cc: 'p@firm.com', subject: ' Continuance ', body: '<p>Please see the <b>request</b>.</p>' });
    expect(id).toBeTruthy();
    const { raw } = fake.requestsTo(`${messagesPath}/send`, 'POST')[0]!.body as { raw: string };
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    const parsed = await parseRawMessage(Buffer.from(raw, 'base64url'));
    expect(parsed.from).toBe(fake.gmail.email);
    expect(parsed.to).toEqual(['judge@wcab.example.gov', 'opposing@firm.com']);
    expect(parsed.cc).toEqual(['p@firm.com']);
    expect(parsed.subject).toBe('Continuance');
    expect(parsed.body).toContain('<b>request</b>');
    expect(parsed.textBody).toContain('Please see the request');
  });

  it('threads a reply with In-Reply-To and the thread id', async () => {
    const original = fake.gmail.add({ threadId: 'thread-42', headers: { 'Message-ID': '<notice-1@wcab.example.gov>' } });
    const { provider } = gmailOnFake(fake);
    await provider.send({ to: 'clerk@wcab.example.gov', subject: 'Re: Notice', body: 'Received.', inReplyToMessageId: original.id });
    const sent = fake.gmail.sent[0]!;
    expect(sent.threadId).toBe('thread-42');
    expect(Buffer.from(sent.raw, 'base64url').toString()).toMatch(/^In-Reply-To: <notice-1@wcab\.example\.gov>$/m);
  });

  it('needs a sender address and the spec send rules', async () => {
    const credentials = { accessToken: 'x', refreshToken: 'y', expiresAt: Math.floor(Date.now() / 1000) + 3600, email: '', storedAt: '' };
    const { provider } = gmailOnFake(fake, { accountEmail: '', credentials });
    await expect(provider.send({ to: 'a@b.c', subject: 'Hi', body: '' })).rejects.toThrow(MAIL_MESSAGES.senderUnknown);
    const { provider: valid } = gmailOnFake(fake);
    await expect(valid.send({ to: 'a@b.c', subject: '  ', body: 'x' })).rejects.toThrow(MAIL_MESSAGES.subjectRequired);
    await expect(valid.send({ to: [], subject: 'x', body: 'x' })).rejects.toThrow(MAIL_MESSAGES.recipientRequired);
    expect(fake.requests).toHaveLength(0);
  });
});
