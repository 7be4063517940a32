import type { ImapFlow, MailboxObject } from 'imapflow';
import type { ImapContext } from './context';
import { encodeMessageId } from './message-id';

/** INBOX position: the next UID to look at, valid only for one UIDVALIDITY. */
interface InboxCursor {
  uidValidity: string;
  uidNext: number;
}

const encodeCursor = (cursor: InboxCursor) => `v1:${cursor.uidValidity}:${cursor.uidNext}`;

function decodeCursor(cursor: string | null): InboxCursor | null {
  const match = cursor ? /^v1:(\d+):(\d+)$/.exec(cursor) : null;
  return match ? { uidValidity: match[1]!, uidNext: Number(match[2]) } : null;
}

/**
 * New INBOX messages since the cursor, by UID. The first call (or a cursor from another UIDVALIDITY,
 * after the server renumbered the mailbox) returns none and starts from now, so history is not replayed.
 */
export async function pollNewMessages(context: ImapContext, cursor: string | null): Promise<{ messageIds: string[]; cursor: string }> {
  const inbox = (await context.directory.pathOf('INBOX')) ?? 'INBOX';
  const previous = decodeCursor(cursor);
  const poll = async (client: ImapFlow, mailbox: MailboxObject) => {
    const uidValidity = String(mailbox.uidValidity);
    if (!previous || previous.uidValidity !== uidValidity) {
      return { messageIds: [], cursor: encodeCursor({ uidValidity, uidNext: mailbox.uidNext }) };
    }
    // `n:*` always matches the highest UID, even when it is below n: filter.
    const matches = (await client.search({ uid: `${previous.uidNext}:*` }, { uid: true })) || [];
    const found = matches.filter((uid) => uid >= previous.uidNext).sort((a, b) => a - b);
    const uidNext = Math.max(previous.uidNext, mailbox.uidNext, (found.at(-1) ?? 0) + 1);
    return {
      messageIds: found.map((uid) => encodeMessageId({ mailbox: inbox, uidValidity, uid })),
      cursor: encodeCursor({ uidValidity, uidNext }),
    };
  };
  return context.connection.inMailbox(inbox, poll, { reselect: true });
}
