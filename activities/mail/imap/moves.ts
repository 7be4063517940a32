import { MAIL_BATCH_TRASH_CHUNK } from '../../../domain/mail/types';
import { MailProviderError } from '../provider';
import type { ImapContext } from './context';
import { isFolderKey, type FolderKey } from './mailboxes';
import { assertCurrent, groupByMailbox, uidSet } from './message-id';

/** Moves messages with MOVE (imapflow falls back to COPY + \Deleted + EXPUNGE where MOVE is missing), 100 per command. */
export async function moveToPath(context: ImapContext, messageIds: string[], destination: string): Promise<void> {
  for (const group of groupByMailbox(messageIds)) {
    const source = group[0]!;
    if (source.mailbox === destination) continue;
    await context.connection.inMailbox(source.mailbox, async (client, mailbox) => {
      assertCurrent(source, mailbox);
      for (let start = 0; start < group.length; start += MAIL_BATCH_TRASH_CHUNK) {
        const moved = await client.messageMove(uidSet(group.slice(start, start + MAIL_BATCH_TRASH_CHUNK)), destination, { uid: true });
        if (!moved) throw new MailProviderError(`Could not move the messages to ${destination}.`, 502, true);
      }
    });
  }
}

/** Trash and Archive are created when the server has none; the other folders must exist. */
export async function folderPathForMove(context: ImapContext, folder: string): Promise<string> {
  if (!isFolderKey(folder)) throw new MailProviderError(`Unknown folder "${folder}".`, 400, false);
  const creatable: FolderKey[] = ['TRASH', 'ARCHIVE'];
  return creatable.includes(folder) ? context.directory.ensurePath(folder) : context.directory.requirePath(folder);
}

export async function moveToFolder(context: ImapContext, messageId: string, folder: string): Promise<void> {
  await moveToPath(context, [messageId], await folderPathForMove(context, folder));
}

export async function trash(context: ImapContext, messageIds: string[]): Promise<void> {
  if (messageIds.length) await moveToPath(context, messageIds, await context.directory.ensurePath('TRASH'));
}

export async function archive(context: ImapContext, messageId: string): Promise<void> {
  await moveToPath(context, [messageId], await context.directory.ensurePath('ARCHIVE'));
}
