/** Keyset cursor for the demo mailbox: the last row's (sent_at, id), opaque to clients. */
export interface PageCursor {
  sentAt: string;
  id: string;
}

export function encodePageToken(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.sentAt, cursor.id])).toString('base64url');
}

export function decodePageToken(token: string): PageCursor | null {
  try {
    const [sentAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof sentAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(sentAt))) return null;
    return { sentAt, id };
  } catch {
    return null;
  }
}
