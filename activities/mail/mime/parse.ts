import { convert } from 'html-to-text';
import PostalMime, { type Address, type Email } from 'postal-mime';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import type { MailAttachment } from '../../../domain/mail/types';
import { sanitiseEmailHtml } from './sanitise';

export interface ParsedMessage {
  messageId: string | null;
  inReplyTo: string | null;
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  date: string | null;
  /** Sanitised HTML, or plain text when the message has no HTML part. */
  body: string;
  bodyMimeType: 'text/html' | 'text/plain';
  textBody: string;
  snippet: string;
  attachments: Array<MailAttachment & { content: Uint8Array }>;
}

const SNIPPET_LENGTH = 160;

/** Parses a raw RFC 822 message; content that cannot be decoded reads "[Error: Could not decode email content]". */
export async function parseRawMessage(raw: string | Uint8Array): Promise<ParsedMessage> {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  } catch {
    return undecodableMessage();
  }
  const textBody = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : '';
  const hasHtml = Boolean(email.html?.trim());
  return {
    messageId: email.messageId ?? null,
    inReplyTo: email.inReplyTo ?? null,
    subject: email.subject ?? '',
    from: formatAddresses(email.from ? [email.from] : [])[0] ?? '',
    to: formatAddresses(email.to),
    cc: formatAddresses(email.cc),
    bcc: formatAddresses(email.bcc),
    date: email.date && !Number.isNaN(Date.parse(email.date)) ? new Date(email.date).toISOString() : null,
    body: hasHtml ? sanitiseEmailHtml(email.html!) : textBody || MAIL_MESSAGES.undecodable,
    bodyMimeType: hasHtml ? 'text/html' : 'text/plain',
    textBody,
    snippet: makeSnippet(textBody),
    attachments: email.attachments
      .filter((part) => part.disposition !== 'inline' || part.filename)
      .map((part, index) => {
        const content = part.content instanceof ArrayBuffer ? new Uint8Array(part.content) : typeof part.content === 'string' ? new TextEncoder().encode(part.content) : part.content;
        return { filename: part.filename ?? `attachment-${index + 1}`, mimeType: part.mimeType, size: content.byteLength, attachmentId: String(index), content };
      }),
  };
}

// A table row is a line and its cells are apart: "Original  Tuesday, March 2, 2027  10:00 AM", not "OriginalTuesday, March 2, 202710:00 AM".
const TABLE_CELL = { format: 'inlineSurround', options: { prefix: ' ', suffix: ' ' } };

export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'td', ...TABLE_CELL },
      { selector: 'th', ...TABLE_CELL },
    ],
  });
}

export function makeSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

/** "Name <address>" or the bare address; groups are flattened. */
export function formatAddresses(addresses: Address[] | undefined): string[] {
  return (addresses ?? []).flatMap((entry) => (entry.group ? entry.group : [entry])).map((box) => (box.name ? `${box.name} <${box.address}>` : box.address ?? ''));
}

function undecodableMessage(): ParsedMessage {
  return {
    messageId: null,
    inReplyTo: null,
    subject: '',
    from: '',
    to: [],
    cc: [],
    bcc: [],
    date: null,
    body: MAIL_MESSAGES.undecodable,
    bodyMimeType: 'text/plain',
    textBody: '',
    snippet: '',
    attachments: [],
  };
}
