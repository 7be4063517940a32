import type { OutgoingMail } from '../../../domain/mail/types';
import type { MailProvider } from '../../mail/provider';
import { optionalString } from '../params';

/** The reply an agent would send: to the sender, "Re:" subject, the proposed body (or a short acknowledgement). */
export async function replyFor(mailbox: MailProvider, messageId: string, params: Record<string, unknown>): Promise<OutgoingMail> {
  const original = await mailbox.getMessage(messageId);
  const subject = optionalString(params, 'subject') ?? (/^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`);
  const body = optionalString(params, 'body') ?? '<p>Thank you, received. We will follow up shortly.</p>';
  return { to: optionalString(params, 'to') ?? original.from, subject, body, inReplyToMessageId: messageId };
}
