import type { gmail_v1 } from 'googleapis';
import type { MailAttachment } from '../../../domain/mail/types';
import { headerValue } from './message-headers';

type Part = gmail_v1.Schema$MessagePart;

/** Every part of the message tree, depth first. */
export function flattenParts(part: Part | undefined): Part[] {
  if (!part) return [];
  return [part, ...(part.parts ?? []).flatMap(flattenParts)];
}

export function isAttachmentPart(part: Part): boolean {
  return Boolean(part.filename) || /^attachment/i.test(headerValue(part.headers ?? undefined, 'Content-Disposition'));
}

/**
 * Our attachment id is the part id: Gmail issues a new attachmentId on every messages.get, so its own
 * ids cannot name an attachment across calls. The root part has the empty id, spelled "0" here.
 */
export function attachmentIdOf(part: Part): string {
  return part.partId || '0';
}

export function findAttachmentPart(message: gmail_v1.Schema$Message, attachmentId: string): Part | undefined {
  return flattenParts(message.payload ?? undefined).find((part) => isAttachmentPart(part) && attachmentIdOf(part) === attachmentId);
}

export function listAttachments(message: gmail_v1.Schema$Message): MailAttachment[] {
  return flattenParts(message.payload ?? undefined)
    .filter(isAttachmentPart)
    .map((part, index) => ({
      filename: part.filename || `attachment-${index + 1}`,
      mimeType: part.mimeType ?? 'application/octet-stream',
      size: part.body?.size ?? 0,
      attachmentId: attachmentIdOf(part),
    }));
}

/** The decoded text of the first non-attachment part of that type; null when there is none, undefined when it cannot be decoded. */
export function textOfType(message: gmail_v1.Schema$Message, mimeType: 'text/plain' | 'text/html'): string | null | undefined {
  const part = flattenParts(message.payload ?? undefined).find((candidate) => candidate.mimeType === mimeType && !isAttachmentPart(candidate));
  if (!part) return null;
  return decodePartText(part);
}

/** Gmail hands over the part's bytes in the charset its Content-Type names. */
function decodePartText(part: Part): string | undefined {
  const bytes = Buffer.from(part.body?.data ?? '', 'base64url');
  const charset = /charset="?([^";\s]+)"?/i.exec(headerValue(part.headers ?? undefined, 'Content-Type'))?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
