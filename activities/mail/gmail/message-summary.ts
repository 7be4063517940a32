import type { gmail_v1 } from 'googleapis';
import type { MailMessageSummary } from '../../../domain/mail/types';
import { addressList, decodeSnippet, headerValue } from './message-headers';

/** Headers a list row needs; messages.get with format metadata returns only these. */
export const SUMMARY_HEADERS = ['From', 'To', 'Subject', 'Date'];

/** A list row from a message fetched with format metadata (or full). */
export function toSummary(message: gmail_v1.Schema$Message): MailMessageSummary {
  const headers = message.payload?.headers ?? undefined;
  const labels = message.labelIds ?? [];
  const unread = labels.includes('UNREAD');
  return {
    id: message.id ?? '',
    threadId: message.threadId ?? '',
    subject: headerValue(headers, 'Subject'),
    from: addressList(headers, 'From')[0] ?? headerValue(headers, 'From'),
    to: addressList(headers, 'To'),
    date: messageDate(message),
    snippet: decodeSnippet(message.snippet),
    labels,
    read: !unread,
    unread,
    starred: labels.includes('STARRED'),
    important: labels.includes('IMPORTANT'),
    // Metadata carries no parts; a multipart/mixed message is one with attachments.
    hasAttachments: message.payload?.mimeType === 'multipart/mixed' || Boolean(message.payload?.parts?.some((part) => part.filename)),
  };
}

/** When Gmail received the message (internalDate, ms), else the Date header. */
function messageDate(message: gmail_v1.Schema$Message): string {
  const received = Number(message.internalDate);
  if (Number.isFinite(received) && received > 0) return new Date(received).toISOString();
  const header = Date.parse(headerValue(message.payload?.headers ?? undefined, 'Date'));
  return new Date(Number.isNaN(header) ? 0 : header).toISOString();
}
