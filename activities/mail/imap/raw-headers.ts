import { createHash } from 'node:crypto';

/** The header block of a raw message (everything before the first empty line), as latin1 text. */
function headerBlock(raw: Buffer): { text: string; end: number } {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const end = crlf >= 0 && (lf < 0 || crlf < lf) ? crlf + 2 : lf >= 0 ? lf + 1 : raw.length;
  return { text: raw.subarray(0, end).toString('latin1'), end };
}

/** Splits a header block into logical header fields, folded continuation lines joined. */
function headerFields(text: string): string[] {
  return text.split(/\r?\n(?![ \t])/).filter(Boolean);
}

/** The first value of a header, unfolded; null when absent. */
export function headerValue(raw: Buffer, name: string): string | null {
  const prefix = `${name.toLowerCase()}:`;
  const field = headerFields(headerBlock(raw).text).find((line) => line.toLowerCase().startsWith(prefix));
  return field ? field.slice(prefix.length).replace(/\r?\n[ \t]+/g, ' ').trim() : null;
}

/** The message without a header field: SMTP must not transmit Bcc, while the Sent copy keeps it. */
export function withoutHeader(raw: Buffer, name: string): Buffer {
  const { text, end } = headerBlock(raw);
  const prefix = `${name.toLowerCase()}:`;
  const kept = text
    .split(/(?<=\n)(?![ \t])/)
    .filter((field) => !field.toLowerCase().startsWith(prefix))
    .join('');
  return Buffer.concat([Buffer.from(kept, 'latin1'), raw.subarray(end)]);
}

/**
 * A thread id shared by a message and its replies: derived from the conversation's first Message-ID
 * (References, else In-Reply-To, else its own), so no server THREAD support is needed.
 */
export function threadIdFromHeaders(raw: Buffer): string | null {
  const root = firstMessageId(headerValue(raw, 'references')) ?? firstMessageId(headerValue(raw, 'in-reply-to')) ?? firstMessageId(headerValue(raw, 'message-id'));
  return root ? createHash('sha256').update(root).digest('hex').slice(0, 16) : null;
}

function firstMessageId(value: string | null): string | null {
  return value ? (/<[^<>\s]+>/.exec(value)?.[0] ?? null) : null;
}
