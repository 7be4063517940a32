import type { gmail_v1 } from 'googleapis';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import type { MailMessage } from '../../../domain/mail/types';
import { htmlToText, makeSnippet } from '../mime/parse';
import { sanitiseEmailHtml } from '../mime/sanitise';
import { addressList } from './message-headers';
import { listAttachments, textOfType } from './message-parts';
import { toSummary } from './message-summary';

/** A whole message from messages.get with format full: the HTML body sanitised; with no decodable body, the spec's "[Error: Could not decode email content]". */
export function toFullMessage(message: gmail_v1.Schema$Message): MailMessage {
  const summary = toSummary(message);
  const headers = message.payload?.headers ?? undefined;
  const html = textOfType(message, 'text/html');
  const plain = textOfType(message, 'text/plain');
  const textBody = plain?.trim() ? plain : html ? htmlToText(html) : '';
  const attachments = listAttachments(message);
  return {
    ...summary,
    snippet: summary.snippet || makeSnippet(textBody),
    cc: addressList(headers, 'Cc'),
    bcc: addressList(headers, 'Bcc'),
    body: html ? sanitiseEmailHtml(html) : textBody || MAIL_MESSAGES.undecodable,
    bodyMimeType: html ? 'text/html' : 'text/plain',
    textBody,
    attachments,
    hasAttachments: attachments.length > 0,
  };
}
