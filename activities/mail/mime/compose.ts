import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { outgoingBodies } from '../../../domain/mail/html-text';
import { joinRecipients } from '../../../domain/mail/send-validation';
import type { OutgoingMail } from '../../../domain/mail/types';

export interface ComposeOptions {
  from: string;
  mail: OutgoingMail;
  /** RFC 822 Message-ID of the message answered, for threading. */
  inReplyTo?: string | null;
}

/**
 * Builds the RFC 822 message: multipart/alternative with a text/plain part and an HTML part (a plain-text
 * body becomes HTML paragraphs, so its line breaks survive), inside multipart/mixed when files are attached.
 */
export async function composeRawMessage({ from, mail, inReplyTo }: ComposeOptions): Promise<Buffer> {
  const { html, text } = outgoingBodies(mail.body, mail.bodyFormat);
  const cc = joinRecipients(mail.cc);
  const bcc = joinRecipients(mail.bcc);
  const composer = new MailComposer({
    from,
    to: joinRecipients(mail.to),
    ...(cc ? { cc } : {}),
    ...(bcc ? { bcc } : {}),
    subject: mail.subject.trim(),
    text,
    html,
    ...(mail.attachments && mail.attachments.length > 0
      ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, contentType: file.mimeType, content: Buffer.from(file.content) })) }
      : {}),
    ...(inReplyTo ? { inReplyTo, references: inReplyTo } : {}),
  });
  const message = composer.compile();
  // Bcc must stay in the raw message for the Gmail API, which reads recipients from it.
  message.keepBcc = true;
  return message.build();
}

/** base64url of the raw message, as the Gmail API's messages.send expects. */
export async function composeGmailRaw(options: ComposeOptions): Promise<string> {
  return (await composeRawMessage(options)).toString('base64url');
}
