import { outgoingBodies } from '../../../domain/mail/html-text';
import type { OutgoingMail } from '../../../domain/mail/types';
import type { MailProvider } from '../../mail/provider';
import { optionalString } from '../params';

/** A reply with its body as HTML and, for editors and previews, as the plain text sent alongside it. */
export type AgentReply = OutgoingMail & { bodyFormat: 'html'; text: string };

/**
 * The reply an agent would send: to the sender, "Re:" subject, the proposed body (or a short acknowledgement).
 * The body may be plain text (an approver's edit, an AI suggestion) or HTML (`bodyFormat` says which; without it
 * HTML tags decide): plain text becomes HTML paragraphs so its line breaks survive.
 */
export async function replyFor(mailbox: MailProvider, messageId: string, params: Record<string, unknown>): Promise<AgentReply> {
  const original = await mailbox.getMessage(messageId);
  const subject = optionalString(params, 'subject') ?? (/^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`);
  const stated = params.bodyFormat === 'html' || params.bodyFormat === 'text' ? params.bodyFormat : undefined;
  const { html, text } = outgoingBodies(optionalString(params, 'body') ?? '<p>Thank you, received. We will follow up shortly.</p>', stated);
  return { to: optionalString(params, 'to') ?? original.from, subject, body: html, bodyFormat: 'html', text, inReplyToMessageId: messageId };
}
