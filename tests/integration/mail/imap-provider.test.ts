import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImapProvider } from '../../../activities/mail/imap/provider';
import { verifyImapSettings } from '../../../activities/mail/imap/verify';
import { encodeMessageId } from '../../../activities/mail/imap/message-id';
import { MailProviderError, type MailProvider } from '../../../activities/mail/provider';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import type { MailMessageSummary } from '../../../domain/mail/types';
import { startMailServers, type MailServers } from '../support/mail-servers';
import { caseUpdate, garbledMessage, htmlWithRemoteImageAndScript, plainHearingNotice, SAMPLE_PDF, withPdfAttachment } from './imap-fixtures';

const FILLERS = 24;
const SEEDED = FILLERS + 4;

let servers: MailServers;
let provider: MailProvider;

async function inbox(pageSize = 100): Promise<MailMessageSummary[]> {
  return (await provider.listMessages({ folderId: 'INBOX', pageSize })).messages;
}

async function idOf(subject: string, folderId = 'INBOX'): Promise<string> {
  const found = (await provider.listMessages({ folderId, pageSize: 100 })).messages.find((message) => message.subject === subject);
  if (!found) throw new Error(`No message "${subject}" in ${folderId}`);
  return found.id;
}

beforeAll(async () => {
  servers = await startMailServers();
  const start = Date.UTC(2026, 0, 5, 9);
  const fillers = Array.from({ length: FILLERS }, (_, offset) => offset + 1).map((index) => ({
    raw: caseUpdate(index, new Date(start + index * 3_600_000)),
    flags: index <= 2 ? ['\\Seen'] : [],
  }));
  const later = new Date(Date.UTC(2026, 1, 2, 9));
  const specials = [plainHearingNotice, htmlWithRemoteImageAndScript, withPdfAttachment, garbledMessage].map((build) => ({ raw: build(later) }));
  await servers.imap.appendAll([...fillers, ...specials]);
  provider = createImapProvider({
    account: { id: 'account-1', email: servers.imap.username, name: 'Maria Alvarez' },
    settings: servers.settings,
    password: servers.imap.password,
    allowList: servers.allowList,
  });
});

afterAll(async () => {
  await provider?.close?.();
  await servers?.stop();
});

describe('IMAP provider against Dovecot', () => {
  it('lists the system folders with message and unread counts from STATUS', async () => {
    const folders = await provider.listFolders();
    expect(folders.map((folder) => folder.id)).toEqual(['INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM']);
    expect(folders[0]).toEqual({ id: 'INBOX', name: 'Inbox', gmailLabel: 'INBOX', totalCount: SEEDED, unreadCount: SEEDED - 2, type: 'system' });
    expect(folders.find((folder) => folder.id === 'TRASH')).toMatchObject({ totalCount: 0, unreadCount: 0 });
  });

  it('reuses one IMAP connection for all calls of a provider', async () => {
    const before = servers.imap.loginCount();
    const reused = createImapProvider({ account: { id: 'a', email: servers.imap.username, name: '' }, settings: servers.settings, password: servers.imap.password, allowList: servers.allowList });
    await reused.listFolders();
    await reused.listMessages({ folderId: 'INBOX', pageSize: 5 });
    await reused.listLabels();
    await reused.close?.();
    expect(servers.imap.loginCount() - before).toBe(1);
  });

  it('pages newest first with page tokens, 20 per page by default', async () => {
    const firstDefault = await provider.listMessages({ folderId: 'INBOX', pageSize: 0 });
    expect(firstDefault.messages).toHaveLength(20);
    expect(firstDefault.resultSizeEstimate).toBe(SEEDED);

    const subjects: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await provider.listMessages({ folderId: 'INBOX', pageSize: 10, ...(pageToken ? { pageToken } : {}) });
      subjects.push(...page.messages.map((message) => message.subject));
      pageToken = page.nextPageToken ?? undefined;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(3);
    const expected = ['Garbled fax transmission', 'QME report attached', 'Deposition confirmation', 'Hearing notice ADJ1234567'];
    for (let index = FILLERS; index >= 1; index -= 1) expected.push(`Case update ${index}`);
    expect(subjects).toEqual(expected);
  });

  it('builds list rows from the envelope, flags and structure', async () => {
    const rows = await inbox();
    const pdf = rows.find((row) => row.subject === 'QME report attached')!;
    expect(pdf).toMatchObject({ from: 'Court Clerk <clerk@wcab.example.gov>', to: ['Maria Alvarez <lawyer@firm.test>'], hasAttachments: true, read: false, unread: true });
    expect(pdf.snippet).toBe('Please find the QME report attached.');
    expect(pdf.labels).toEqual(['INBOX', 'UNREAD']);
    expect(pdf.date).toBe('2026-02-02T09:00:00.000Z');
    expect(rows.find((row) => row.subject === 'Case update 1')).toMatchObject({ read: true, hasAttachments: false, labels: ['INBOX'] });
  });

  it('searches subject, sender and body text on the server', async () => {
    const search = async (text: string) => (await provider.listMessages({ folderId: 'INBOX', pageSize: 50, search: text })).messages.map((m) => m.subject);
    expect(await search('Deposition')).toEqual(['Deposition confirmation']);
    expect(await search('defense-firm')).toEqual(['Deposition confirmation']);
    expect(await search('lumbosacral')).toEqual(['Hearing notice ADJ1234567']);
    expect(await search('no such words anywhere')).toEqual([]);
  });

  it('reads a message as sanitised HTML without loading remote images, and leaves it unread', async () => {
    const message = await provider.getMessage(await idOf('Deposition confirmation'));
    expect(message.bodyMimeType).toBe('text/html');
    expect(message.body).toContain('<b>confirmed</b>');
    expect(message.body).not.toContain('<script');
    expect(message.body).not.toMatch(/\ssrc="https:/);
    expect(message.body).toContain('data-remote-src="https://tracker.example.com/pixel.png"');
    expect(message.textBody).toContain('Deposition of the applicant is confirmed.');
    expect(message.read).toBe(false);
    expect((await inbox()).find((row) => row.subject === 'Deposition confirmation')?.unread).toBe(true);
  });

  it('lists attachments and downloads them byte for byte', async () => {
    const id = await idOf('QME report attached');
    const message = await provider.getMessage(id);
    expect(message.attachments).toEqual([{ filename: 'qme-report.pdf', mimeType: 'application/pdf', size: SAMPLE_PDF.length, attachmentId: '0' }]);
    const download = await provider.getAttachment(id, '0');
    expect(download.filename).toBe('qme-report.pdf');
    expect(download.mimeType).toBe('application/pdf');
    expect(Buffer.compare(download.data, SAMPLE_PDF)).toBe(0);
    await expect(provider.getAttachment(id, '7')).rejects.toMatchObject({ status: 404 });
  });

  it('shows content that cannot be decoded as the spec text', async () => {
    const message = await provider.getMessage(await idOf('Garbled fax transmission'));
    expect(message.body).toBe(MAIL_MESSAGES.undecodable);
    expect(message.subject).toBe('Garbled fax transmission');
  });

  it('refuses an empty id, and an id from before a UIDVALIDITY change', async () => {
    await expect(provider.getMessage('')).rejects.toMatchObject({ message: MAIL_MESSAGES.emailIdRequired, status: 400 });
    const stale = encodeMessageId({ mailbox: 'INBOX', uidValidity: '1', uid: 1 });
    await expect(provider.getMessage(stale)).rejects.toMatchObject({ status: 404, message: expect.stringContaining('mailbox changed on the server') });
  });

  it('marks messages read and unread with \\Seen', async () => {
    const ids = [await idOf('Case update 3'), await idOf('Case update 4')];
    await provider.setRead(ids, true);
    expect((await provider.getMessage(ids[0]!)).read).toBe(true);
    expect((await provider.listFolders())[0]!.unreadCount).toBe(SEEDED - 4);
    await provider.setRead(ids, false);
    expect((await provider.getMessage(ids[1]!)).unread).toBe(true);
    expect((await provider.listFolders())[0]!.unreadCount).toBe(SEEDED - 2);
  });

  it('creates labels as mailboxes, answering an existing name with the existing label', async () => {
    const clients = await provider.createLabel('Clients');
    expect(clients).toMatchObject({ id: 'mailbox:Clients', name: 'Clients', type: 'user' });
    expect(clients.color.backgroundColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(await provider.createLabel('clients')).toEqual(clients);
    const refused = provider.createLabel('trash');
    await expect(refused).rejects.toBeInstanceOf(MailProviderError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: 'Folder "trash" already exists but could not be retrieved' });
    expect((await provider.listLabels()).map((label) => label.id)).toContain('mailbox:Clients');
  });

  it('applies keyword and flag labels, and files into label mailboxes', async () => {
    const id = await idOf('Hearing notice ADJ1234567');
    await provider.modifyLabels(id, ['keyword:Urgent', 'STARRED', 'mailbox:Clients'], []);
    const labelled = await provider.getMessage(id);
    expect(labelled.labels).toEqual(expect.arrayContaining(['INBOX', 'keyword:Urgent', 'STARRED']));
    expect(labelled.starred).toBe(true);
    expect((await provider.listLabels()).map((label) => label.id)).toEqual(expect.arrayContaining(['keyword:Urgent', 'mailbox:Clients']));
    const urgent = await provider.listMessages({ folderId: 'INBOX', labelId: 'keyword:Urgent', pageSize: 10 });
    expect(urgent.messages.map((m) => m.subject)).toEqual(['Hearing notice ADJ1234567']);
    const filed = await provider.listMessages({ labelId: 'mailbox:Clients', pageSize: 10 });
    expect(filed.messages.map((m) => m.subject)).toEqual(['Hearing notice ADJ1234567']);
    expect(filed.messages[0]!.labels[0]).toBe('mailbox:Clients');

    await provider.modifyLabels(id, [], ['keyword:Urgent', 'STARRED']);
    expect((await provider.getMessage(id)).labels).not.toContain('keyword:Urgent');
  });

  it('moves a message into another folder; its old id then no longer resolves', async () => {
    const id = await idOf('Case update 5');
    await provider.moveToFolder(id, 'SPAM');
    expect((await provider.listMessages({ folderId: 'SPAM', pageSize: 10 })).messages.map((m) => m.subject)).toEqual(['Case update 5']);
    expect((await inbox()).map((m) => m.subject)).not.toContain('Case update 5');
    await expect(provider.getMessage(id)).rejects.toMatchObject({ status: 404 });
  });

  it('trashes several messages in one call', async () => {
    const subjects = ['Case update 6', 'Case update 7', 'Case update 8'];
    await provider.trash(await Promise.all(subjects.map((subject) => idOf(subject))));
    const trashed = await provider.listMessages({ folderId: 'TRASH', pageSize: 10 });
    expect(trashed.messages.map((m) => m.subject)).toEqual([...subjects].reverse());
    expect(trashed.messages[0]!.labels).toContain('TRASH');
    expect((await provider.listFolders()).find((folder) => folder.id === 'TRASH')?.totalCount).toBe(3);
  });

  it('archives into the Archive mailbox', async () => {
    await provider.archive(await idOf('Case update 9'));
    const archived = await provider.listMessages({ folderId: 'ARCHIVE', pageSize: 10 });
    expect(archived.messages.map((m) => m.subject)).toEqual(['Case update 9']);
    expect((await inbox()).map((m) => m.subject)).not.toContain('Case update 9');
  });

  it('sends through SMTP with the right headers and files a read copy in Sent', async () => {
    const { id } = await provider.send({
      to: ['Opposing Counsel <counsel@defense-firm.example>'],
      cc: servers.imap.username,
      bcc: 'paralegal@firm.test',
      subject: '  MSC on 03/14 confirmed ',
      body: '<p>We will attend the <b>MSC</b>.</p>',
    });
    const received = servers.smtp.received.at(-1)!;
    expect(received.user).toBe(servers.imap.username);
    expect(received.from).toBe(servers.imap.username);
    expect(received.recipients.sort()).toEqual(['counsel@defense-firm.example', 'lawyer@firm.test', 'paralegal@firm.test']);
    const transmitted = received.raw.toString('utf8');
    expect(transmitted).toContain('From: Maria Alvarez <lawyer@firm.test>');
    expect(transmitted).toContain('To: Opposing Counsel <counsel@defense-firm.example>');
    expect(transmitted).toContain('Cc: lawyer@firm.test');
    expect(transmitted).toContain('Subject: MSC on 03/14 confirmed');
    expect(transmitted).not.toMatch(/^Bcc:/im);

    const copy = await provider.getMessage(id);
    expect(copy).toMatchObject({ subject: 'MSC on 03/14 confirmed', read: true, bcc: ['paralegal@firm.test'], labels: ['SENT'] });
    expect(copy.body).toContain('<b>MSC</b>');
    expect((await provider.listMessages({ folderId: 'SENT', pageSize: 10 })).messages.map((m) => m.id)).toEqual([id]);
    expect((await inbox()).map((m) => m.subject)).toContain('MSC on 03/14 confirmed');
  });

  it('refuses to send without a recipient, with the spec text', async () => {
    await expect(provider.send({ to: ' ', subject: 'x', body: '' })).rejects.toMatchObject({ message: MAIL_MESSAGES.recipientRequired, status: 400 });
  });

  it('polls INBOX for new mail by UID: nothing on the first call, then exactly what arrived', async () => {
    const first = await provider.pollNewMessages(null);
    expect(first.messageIds).toEqual([]);
    const transport = nodemailer.createTransport({ host: servers.smtp.host, port: servers.smtp.port, secure: false, auth: { user: servers.imap.username, pass: servers.imap.password } });
    await transport.sendMail({ from: 'clerk@wcab.example.gov', to: servers.imap.username, subject: 'Notice of hearing ADJ7654321', text: 'Set for 04/02.' });
    transport.close();

    const second = await provider.pollNewMessages(first.cursor);
    expect(second.messageIds).toHaveLength(1);
    expect((await provider.getMessage(second.messageIds[0]!)).subject).toBe('Notice of hearing ADJ7654321');
    expect((await provider.pollNewMessages(second.cursor)).messageIds).toEqual([]);

    const afterReset = await provider.pollNewMessages('v1:1:1');
    expect(afterReset.messageIds).toEqual([]);
    expect(afterReset.cursor).toBe(second.cursor);
  });

  it('explains a wrong password clearly and does not retry it', async () => {
    const wrong = createImapProvider({ account: { id: 'x', email: servers.imap.username, name: '' }, settings: servers.settings, password: 'wrong-password', allowList: servers.allowList });
    const failure = wrong.listFolders();
    await expect(failure).rejects.toBeInstanceOf(MailProviderError);
    await expect(failure).rejects.toMatchObject({ message: 'IMAP sign-in failed for lawyer@firm.test: check the username and password.', status: 401, retryable: false });
    await wrong.close?.();
  });

  it('verifies settings on both sides, naming for the log the side that fails', async () => {
    expect(await verifyImapSettings(servers.settings, servers.imap.password, servers.allowList)).toEqual({ imapError: null, smtpError: null });
    expect(await verifyImapSettings(servers.settings, 'wrong-password', servers.allowList)).toEqual({
      imapError: 'IMAP sign-in failed for lawyer@firm.test: check the username and password.',
      smtpError: 'SMTP sign-in failed for lawyer@firm.test: check the username and password.',
    });
    const closedPort = await verifyImapSettings({ ...servers.settings, smtpPort: 1 }, servers.imap.password, servers.allowList);
    expect(closedPort).toEqual({ imapError: null, smtpError: 'Could not connect to the SMTP server 127.0.0.1:1: the connection was refused.' });
    const tlsOnPlainPort = await verifyImapSettings({ ...servers.settings, imapSecure: true }, servers.imap.password, servers.allowList);
    expect(tlsOnPlainPort.imapError).toBe(`Could not open a secure connection to the IMAP server 127.0.0.1:${servers.imap.port}: check the port and the TLS setting.`);
  });
});
