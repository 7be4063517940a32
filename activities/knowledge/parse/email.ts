import type { ParsedDocument } from '../../../domain/knowledge/parsed-document';
import { parseRawMessage } from '../../mail/mime/parse';
import { cleanText, plainDocument } from './text';

/**
 * An RFC 822 message: "Subject/From/To/Date" header lines, a blank line, then the body text (the HTML part
 * as text when there is no text part). Attachments come back with their bytes, in the mail screen's order
 * (index i is the mail API's attachmentId String(i)).
 */
export async function readEmail(bytes: Uint8Array): Promise<ParsedDocument> {
  const message = await parseRawMessage(bytes);
  const header = [
    `Subject: ${message.subject}`,
    `From: ${message.from}`,
    `To: ${message.to.join(', ')}`,
    `Date: ${message.date ?? ''}`,
  ].join('\n');
  const body = cleanText(message.textBody).trim();
  const text = cleanText(body === '' ? header : `${header}\n\n${body}`);
  return plainDocument(
    text,
    message.attachments.map((attachment) => ({ name: attachment.filename, mimeType: attachment.mimeType, bytes: attachment.content })),
  );
}
