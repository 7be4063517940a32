import type { FetchMessageObject } from 'imapflow';
import type { MailMessage } from '../../../domain/mail/types';
import { parseRawMessage } from '../mime/parse';
import { MailProviderError, type AttachmentContent } from '../provider';
import { mailboxLabelOf, type ImapContext } from './context';
import { assertCurrent, decodeMessageId, groupByMailbox, uidSet, type ImapMessageRef } from './message-id';
import { threadIdFromHeaders } from './raw-headers';
import { isoDate, summaryFields } from './summary';

const MESSAGE_GONE_TEXT = 'This message no longer exists in the mailbox.';

/** The whole message: its RFC 822 source (fetched with BODY.PEEK, so it stays unread), parsed and sanitised. */
export async function getMessage(context: ImapContext, messageId: string): Promise<MailMessage> {
  const ref = decodeMessageId(messageId);
  const fetched = await fetchSource(context, ref);
  const source = fetched.source!;
  const parsed = await parseRawMessage(source);
  const summary = summaryFields({
    id: messageId,
    threadId: threadIdFromHeaders(source) ?? fetched.threadId ?? messageId,
    flags: fetched.flags ?? new Set(),
    mailboxLabel: await mailboxLabelOf(context, ref.mailbox),
    subject: parsed.subject,
    from: parsed.from,
    to: parsed.to,
    date: parsed.date ?? isoDate(fetched.internalDate) ?? new Date(0).toISOString(),
    snippet: parsed.snippet,
    hasAttachments: parsed.attachments.length > 0,
  });
  return {
    ...summary,
    cc: parsed.cc,
    bcc: parsed.bcc,
    body: parsed.body,
    bodyMimeType: parsed.bodyMimeType,
    textBody: parsed.textBody,
    attachments: parsed.attachments.map(({ content: _content, ...attachment }) => attachment),
  };
}

/** An attachment by its index among the parsed attachments (the attachmentId getMessage lists). */
export async function getAttachment(context: ImapContext, messageId: string, attachmentId: string): Promise<AttachmentContent> {
  const fetched = await fetchSource(context, decodeMessageId(messageId));
  const attachment = (await parseRawMessage(fetched.source!)).attachments.find((candidate) => candidate.attachmentId === attachmentId);
  if (!attachment) throw new MailProviderError('Attachment not found.', 404, false);
  return { filename: attachment.filename, mimeType: attachment.mimeType, data: Buffer.from(attachment.content) };
}

/** The RFC 822 Message-ID of a message, for threading a reply; null when it has none. */
export async function rfc822MessageId(context: ImapContext, messageId: string): Promise<string | null> {
  const ref = decodeMessageId(messageId);
  return context.connection.inMailbox(ref.mailbox, async (client, mailbox) => {
    assertCurrent(ref, mailbox);
    const message = await client.fetchOne(String(ref.uid), { uid: true, envelope: true }, { uid: true });
    return (message && message.envelope?.messageId) || null;
  });
}

/** Read/unread is the \Seen flag. */
export async function setRead(context: ImapContext, messageIds: string[], read: boolean): Promise<void> {
  for (const group of groupByMailbox(messageIds)) {
    await context.connection.inMailbox(group[0]!.mailbox, async (client, mailbox) => {
      assertCurrent(group[0]!, mailbox);
      if (read) await client.messageFlagsAdd(uidSet(group), ['\\Seen'], { uid: true });
      else await client.messageFlagsRemove(uidSet(group), ['\\Seen'], { uid: true });
    });
  }
}

async function fetchSource(context: ImapContext, ref: ImapMessageRef): Promise<FetchMessageObject> {
  return context.connection.inMailbox(ref.mailbox, async (client, mailbox) => {
    assertCurrent(ref, mailbox);
    const message = await client.fetchOne(String(ref.uid), { uid: true, flags: true, internalDate: true, source: true }, { uid: true });
    if (!message || !message.source) throw new MailProviderError(MESSAGE_GONE_TEXT, 404, false);
    return message;
  });
}
