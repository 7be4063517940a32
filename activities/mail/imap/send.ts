import { joinRecipients, sendProblem } from '../../../domain/mail/send-validation';
import type { OutgoingMail } from '../../../domain/mail/types';
import { composeRawMessage } from '../mime/compose';
import { MailProviderError } from '../provider';
import type { ImapContext } from './context';
import { encodeMessageId } from './message-id';
import { rfc822MessageId } from './message';
import { headerValue, withoutHeader } from './raw-headers';

/**
 * Sends over SMTP, then files a copy into Sent marked \Seen (SMTP servers do not do that themselves).
 * Once SMTP has accepted the message, a failed copy is logged, not thrown: retrying would send it twice.
 */
export async function sendMail(context: ImapContext, mail: OutgoingMail): Promise<{ id: string }> {
  const problem = sendProblem(mail);
  if (problem) throw new MailProviderError(problem, 400, false);
  const inReplyTo = mail.inReplyToMessageId ? await rfc822MessageId(context, mail.inReplyToMessageId).catch(() => null) : null;
  const raw = await composeRawMessage({ from: fromHeader(context.account), mail, inReplyTo });
  const recipients = [mail.to, mail.cc, mail.bcc].map(joinRecipients).filter(Boolean);

  await context.smtp.send(withoutHeader(raw, 'bcc'), { from: context.account.email, to: recipients });

  const messageIdHeader = headerValue(raw, 'message-id') ?? '';
  try {
    const sent = await context.directory.ensurePath('SENT');
    const appended = await context.connection.run((client) => client.append(sent, raw, ['\\Seen'], new Date()));
    if (appended && appended.uid && appended.uidValidity !== undefined) {
      return { id: encodeMessageId({ mailbox: appended.destination, uidValidity: String(appended.uidValidity), uid: appended.uid }) };
    }
    context.log(`The server filed the sent message ${messageIdHeader} without reporting its UID.`);
  } catch (error) {
    context.log(`Sent ${messageIdHeader}, but could not file a copy in Sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Without a UID the RFC 822 Message-ID is the only name the sent message has.
  return { id: messageIdHeader };
}

/** Files the message in Drafts, flagged \\Draft, without sending it. */
export async function saveDraft(context: ImapContext, mail: OutgoingMail): Promise<{ id: string }> {
  const inReplyTo = mail.inReplyToMessageId ? await rfc822MessageId(context, mail.inReplyToMessageId).catch(() => null) : null;
  const raw = await composeRawMessage({ from: fromHeader(context.account), mail, inReplyTo });
  const drafts = await context.directory.ensurePath('DRAFT');
  const appended = await context.connection.run((client) => client.append(drafts, raw, ['\\Draft', '\\Seen'], new Date()));
  if (!appended || !appended.uid || appended.uidValidity === undefined) return { id: headerValue(raw, 'message-id') ?? '' };
  return { id: encodeMessageId({ mailbox: appended.destination, uidValidity: String(appended.uidValidity), uid: appended.uid }) };
}

/** "Name" <address>, quoted so commas or quotes in the display name cannot split the address. */
function fromHeader(account: { email: string; name: string }): string {
  const name = account.name.trim();
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${account.email}>` : account.email;
}
