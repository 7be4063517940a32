import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { htmlToText } from './parse';
import { joinRecipients } from '../../../domain/mail/send-validation';
import type { OutgoingMail } from '../../../domain/mail/types';

export interface ComposeOptions {
  from: string;
  mail: OutgoingMail;
  /** RFC 822 Message-ID of the message answered, for threading. */
  inReplyTo?: string | null;
}

/** Builds the RFC 822 message (HTML body with a plain-text alternative). */
export async function composeRawMessage({ from, mail, inReplyTo }: ComposeOptions): Promise<Buffer> {
  const cc = joinRecipients(mail.cc);
  const bcc = joinRecipients(mail.bcc);
  const composer = new MailComposer({
    from,
    to: joinRecipients(mail.to),
    ...(cc ? { cc } : {}),
    ...(bcc ? { bcc } : {}),
    subject: mail.subject.trim(),
    html: mail.body,
    text: htmlToText(mail.body),
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
