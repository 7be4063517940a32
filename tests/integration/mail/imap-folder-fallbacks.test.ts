import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImapProvider } from '../../../activities/mail/imap/provider';
import type { MailProvider } from '../../../activities/mail/provider';
import { parseMailHostAllowList } from '../../../domain/mail/host-policy';
import { startImapServer, type RunningImapServer } from '../support/imap-server';
import { caseUpdate } from './imap-fixtures';

/** A server that flags no special-use mailboxes and has no Archive, as older or hosted servers do. */
let imap: RunningImapServer;
let provider: MailProvider;

beforeAll(async () => {
  imap = await startImapServer({ mailboxes: [{ name: 'Sent Items' }, { name: 'Deleted Items' }, { name: 'Spam' }, { name: 'Drafts' }, { name: 'Clients' }] });
  await imap.appendAll([1, 2, 3].map((index) => ({ raw: caseUpdate(index, new Date(Date.UTC(2026, 0, index))) })));
  provider = createImapProvider({
    account: { id: 'account-2', email: imap.username, name: 'Maria Alvarez' },
    settings: { imapHost: imap.host, imapPort: imap.port, imapSecure: false, smtpHost: imap.host, smtpPort: 1, smtpSecure: false, username: imap.username },
    password: imap.password,
    allowList: parseMailHostAllowList(imap.host),
  });
});

afterAll(async () => {
  await provider?.close?.();
  await imap?.stop();
});

const subjects = async (folderId: string) => (await provider.listMessages({ folderId, pageSize: 10 })).messages.map((message) => message.subject);

describe('IMAP folders without special-use flags', () => {
  it('recognises system folders by their usual names', async () => {
    const folders = await provider.listFolders();
    expect(folders.map((folder) => [folder.id, folder.totalCount])).toEqual([
      ['INBOX', 3],
      ['SENT', 0],
      ['DRAFT', 0],
      ['TRASH', 0],
      ['SPAM', 0],
    ]);
    expect((await provider.listLabels()).map((label) => label.id)).toEqual(['mailbox:Clients']);
  });

  it('trashes into "Deleted Items"', async () => {
    const [message] = (await provider.listMessages({ folderId: 'INBOX', pageSize: 1 })).messages;
    await provider.trash([message!.id]);
    expect(await subjects('TRASH')).toEqual(['Case update 3']);
  });

  it('creates the Archive mailbox on first archive', async () => {
    expect(await subjects('ARCHIVE')).toEqual([]);
    const [message] = (await provider.listMessages({ folderId: 'INBOX', pageSize: 1 })).messages;
    await provider.archive(message!.id);
    expect(await subjects('ARCHIVE')).toEqual(['Case update 2']);
    expect(await subjects('INBOX')).toEqual(['Case update 1']);
    expect((await provider.listLabels()).map((label) => label.id)).toEqual(['mailbox:Clients']);
  });
});
