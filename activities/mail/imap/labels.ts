import type { ImapFlow, MailboxObject } from 'imapflow';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import type { MailLabel } from '../../../domain/mail/types';
import { MailProviderError } from '../provider';
import type { ImapContext } from './context';
import { isUserKeyword, keywordLabelId, mailboxLabelId, userLabel, type LabelTarget } from './label-ids';
import { assertCurrent, type ImapMessageRef } from './message-id';

/** User labels: keywords defined in INBOX plus the user's own (non-special) mailboxes. */
export async function listLabels(context: ImapContext): Promise<MailLabel[]> {
  const mailboxes = await context.directory.userMailboxes();
  const keywords = await context.connection.inMailbox('INBOX', async (_client, mailbox) => [...mailbox.flags].filter(isUserKeyword), { reselect: true });
  return [
    ...mailboxes.map((entry) => userLabel(mailboxLabelId(entry.path), entry.path)),
    ...keywords.map((keyword) => userLabel(keywordLabelId(keyword), keyword)),
  ];
}

/**
 * Creates the label as a mailbox. A name that exists already (in any letter case) answers with the
 * existing label, as the spec's 409 fallback does; a system folder of that name cannot be a label.
 */
export async function createLabel(context: ImapContext, rawName: string): Promise<MailLabel> {
  const name = rawName.trim();
  if (!name) throw new MailProviderError('Label name is required.', 400, false);
  if ((await findByName(context, name)) === undefined) {
    const result = await context.connection.run((client) => client.mailboxCreate(name));
    context.directory.invalidate();
    if (result.created) return userLabel(mailboxLabelId(result.path), result.path);
  }
  const existing = await findByName(context, name);
  if (existing) return existing;
  throw new MailProviderError(MAIL_MESSAGES.labelExistsUnretrievable(name), 409, false);
}

/** undefined: no mailbox of that name; null: one exists but is not a label (INBOX, Sent, …). */
async function findByName(context: ImapContext, name: string): Promise<MailLabel | null | undefined> {
  const wanted = name.toLowerCase();
  const all = await context.directory.list();
  if (!all.some((entry) => entry.path.toLowerCase() === wanted)) return undefined;
  const label = (await context.directory.userMailboxes()).find((entry) => entry.path.toLowerCase() === wanted);
  return label ? userLabel(mailboxLabelId(label.path), label.path) : null;
}

/** Adds and removes flag and keyword labels on one message; user mailboxes get a copy. */
export async function applyMessageLabels(context: ImapContext, ref: ImapMessageRef, add: LabelTarget[], remove: LabelTarget[]): Promise<void> {
  await context.connection.inMailbox(ref.mailbox, async (client, mailbox) => {
    assertCurrent(ref, mailbox);
    const uid = String(ref.uid);
    const changes = [...add.map((target) => flagChange(target, true)), ...remove.map((target) => flagChange(target, false))].filter((change) => change !== null);
    const flagsToAdd = changes.filter((change) => change.set).map((change) => change.flag);
    const flagsToRemove = changes.filter((change) => !change.set).map((change) => change.flag);
    assertKeywordsAllowed(mailbox, [...flagsToAdd, ...flagsToRemove]);
    if (flagsToAdd.length) await client.messageFlagsAdd(uid, flagsToAdd, { uid: true });
    if (flagsToRemove.length) await client.messageFlagsRemove(uid, flagsToRemove, { uid: true });
    for (const target of add) if (target.kind === 'mailbox' && target.path !== ref.mailbox) await copyTo(client, uid, target.path);
  });
}

/** What adding or removing a label does to the message's flags (UNREAD is the absence of \Seen). */
function flagChange(target: LabelTarget, labelAdded: boolean): { flag: string; set: boolean } | null {
  if (target.kind === 'keyword') return { flag: target.keyword, set: labelAdded };
  if (target.kind === 'flag') return { flag: target.flag, set: labelAdded !== target.setMeansRemove };
  return null;
}

function assertKeywordsAllowed(mailbox: MailboxObject, flags: string[]): void {
  const permanent = mailbox.permanentFlags;
  const refused = flags.filter((flag) => !flag.startsWith('\\') && permanent && !permanent.has('\\*') && !permanent.has(flag));
  if (refused.length) throw new MailProviderError(`This IMAP server does not allow labels on messages in ${mailbox.path}.`, 400, false);
}

async function copyTo(client: ImapFlow, uid: string, path: string): Promise<void> {
  if (!(await client.messageCopy(uid, path, { uid: true }))) throw new MailProviderError(`Could not file the message into ${path}.`, 502, true);
}
