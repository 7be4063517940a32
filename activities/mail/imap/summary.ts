import type { FetchMessageObject, FetchQueryObject, MessageAddressObject, MessageStructureObject } from 'imapflow';
import type { MailMessageSummary } from '../../../domain/mail/types';
import { parseRawMessage } from '../mime/parse';
import { isImportant, messageLabelIds } from './label-ids';
import { encodeMessageId, type ImapMessageRef } from './message-id';
import { threadIdFromHeaders } from './raw-headers';

/** Enough of the body text for a snippet, without downloading whole messages for the list. */
const SNIPPET_SOURCE_BYTES = 2048;

export const SUMMARY_FETCH_QUERY: FetchQueryObject = {
  uid: true,
  flags: true,
  envelope: true,
  bodyStructure: true,
  internalDate: true,
  headers: true,
  bodyParts: [{ key: 'TEXT', maxLength: SNIPPET_SOURCE_BYTES }],
};

/** One list row from ENVELOPE, FLAGS, BODYSTRUCTURE and the first bytes of the body. */
export async function toSummary(message: FetchMessageObject, mailbox: Omit<ImapMessageRef, 'uid'>, mailboxLabel: string): Promise<MailMessageSummary> {
  const envelope = message.envelope ?? {};
  const headers = message.headers ?? Buffer.alloc(0);
  const textStart = message.bodyParts?.get('text') ?? Buffer.alloc(0);
  const preview = await parseRawMessage(Buffer.concat([headers, textStart]));
  const id = encodeMessageId({ ...mailbox, uid: message.uid });
  return summaryFields({
    id,
    threadId: threadIdFromHeaders(headers) ?? message.threadId ?? id,
    flags: message.flags ?? new Set(),
    mailboxLabel,
    subject: envelope.subject ?? '',
    from: formatEnvelopeAddresses(envelope.from)[0] ?? '',
    to: formatEnvelopeAddresses(envelope.to),
    date: isoDate(envelope.date) ?? isoDate(message.internalDate) ?? new Date(0).toISOString(),
    snippet: preview.snippet,
    hasAttachments: message.bodyStructure ? hasAttachmentParts(message.bodyStructure) : false,
  });
}

export interface SummaryInput {
  id: string;
  threadId: string;
  flags: Set<string>;
  mailboxLabel: string;
  subject: string;
  from: string;
  to: string[];
  date: string;
  snippet: string;
  hasAttachments: boolean;
}

export function summaryFields(input: SummaryInput): MailMessageSummary {
  const { flags, mailboxLabel, ...fields } = input;
  const read = flags.has('\\Seen');
  return {
    ...fields,
    labels: messageLabelIds(flags, mailboxLabel),
    read,
    unread: !read,
    starred: flags.has('\\Flagged'),
    important: isImportant(flags),
  };
}

export function formatEnvelopeAddresses(addresses: MessageAddressObject[] | undefined): string[] {
  return (addresses ?? []).filter((entry) => entry.address || entry.name).map((entry) => (entry.name ? `${entry.name} <${entry.address ?? ''}>` : (entry.address ?? '')));
}

export function isoDate(value: Date | string | undefined): string | null {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A part counts as an attachment when it says so, or is a named non-text leaf. */
export function hasAttachmentParts(node: MessageStructureObject): boolean {
  if (node.childNodes?.length) return node.childNodes.some(hasAttachmentParts);
  if (node.disposition?.toLowerCase() === 'attachment') return true;
  const named = Boolean(node.dispositionParameters?.filename ?? node.parameters?.name);
  return named && !node.type.startsWith('text/') && !node.type.startsWith('multipart/');
}
