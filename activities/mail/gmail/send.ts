import type { gmail_v1 } from 'googleapis';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import { sendProblem } from '../../../domain/mail/send-validation';
import type { OutgoingMail } from '../../../domain/mail/types';
import { composeGmailRaw } from '../mime/compose';
import { MailProviderError } from '../provider';
import { headerValue } from './message-headers';

/** Sends as the account's address; a reply carries In-Reply-To and the original's thread id. */
export async function sendMail(api: gmail_v1.Gmail, from: string, mail: OutgoingMail): Promise<{ id: string }> {
  const problem = sendProblem(mail);
  if (problem) throw new MailProviderError(problem, 400, false);
  if (!from.trim()) throw new MailProviderError(MAIL_MESSAGES.senderUnknown, 400, false);
  const original = mail.inReplyToMessageId ? await repliedMessage(api, mail.inReplyToMessageId) : null;
  const raw = await composeGmailRaw({ from, mail, inReplyTo: original?.rfc822MessageId ?? null });
  const { data } = await api.users.messages.send({
    userId: 'me',
    requestBody: { raw, ...(original?.threadId ? { threadId: original.threadId } : {}) },
  });
  return { id: data.id ?? '' };
}

async function repliedMessage(api: gmail_v1.Gmail, messageId: string) {
  const { data } = await api.users.messages.get({ userId: 'me', id: messageId, format: 'metadata', metadataHeaders: ['Message-ID'] });
  return { threadId: data.threadId ?? null, rfc822MessageId: headerValue(data.payload?.headers ?? undefined, 'Message-ID') || null };
}

/** Creates a Gmail draft; a reply draft stays in the original's thread. */
export async function saveDraft(api: gmail_v1.Gmail, from: string, mail: OutgoingMail): Promise<{ id: string }> {
  const original = mail.inReplyToMessageId ? await repliedMessage(api, mail.inReplyToMessageId) : null;
  const raw = await composeGmailRaw({ from, mail, inReplyTo: original?.rfc822MessageId ?? null });
  const { data } = await api.users.drafts.create({
    userId: 'me',
    requestBody: { message: { raw, ...(original?.threadId ? { threadId: original.threadId } : {}) } },
  });
  return { id: data.message?.id ?? data.id ?? '' };
}
