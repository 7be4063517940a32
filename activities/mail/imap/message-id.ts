import type { MailboxObject } from 'imapflow';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import { MailProviderError } from '../provider';

/** Where a message lives: a UID only means something together with its mailbox and UIDVALIDITY. */
export interface ImapMessageRef {
  mailbox: string;
  uidValidity: string;
  uid: number;
}

export const STALE_MESSAGE_TEXT = 'This message is no longer available: the mailbox changed on the server. Refresh the list.';

export function encodeMessageId(ref: ImapMessageRef): string {
  return Buffer.from(JSON.stringify([ref.mailbox, ref.uidValidity, ref.uid])).toString('base64url');
}

export function decodeMessageId(id: string): ImapMessageRef {
  if (!id) throw new MailProviderError(MAIL_MESSAGES.emailIdRequired, 400, false);
  try {
    const [mailbox, uidValidity, uid] = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as unknown[];
    if (typeof mailbox === 'string' && typeof uidValidity === 'string' && /^\d+$/.test(uidValidity) && Number.isInteger(uid) && (uid as number) > 0) {
      return { mailbox, uidValidity, uid: uid as number };
    }
  } catch {
    // falls through to the error below
  }
  throw new MailProviderError(`Unknown message id "${id}".`, 400, false);
}

/** A UIDVALIDITY change means the server renumbered the mailbox: an old UID may now name another message. */
export function assertCurrent(ref: ImapMessageRef, mailbox: MailboxObject): void {
  if (String(mailbox.uidValidity) !== ref.uidValidity) throw new MailProviderError(STALE_MESSAGE_TEXT, 404, false);
}

/** Message ids grouped per mailbox (and UIDVALIDITY), in the order first seen, for batch commands. */
export function groupByMailbox(ids: string[]): ImapMessageRef[][] {
  const groups = new Map<string, ImapMessageRef[]>();
  for (const ref of ids.map(decodeMessageId)) {
    const key = JSON.stringify([ref.mailbox, ref.uidValidity]);
    groups.set(key, [...(groups.get(key) ?? []), ref]);
  }
  return [...groups.values()];
}

export const uidSet = (refs: ImapMessageRef[]): string => refs.map((ref) => ref.uid).join(',');
