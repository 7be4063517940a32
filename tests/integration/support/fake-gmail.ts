import { randomBytes } from 'node:crypto';

export interface FakeAttachmentSeed {
  filename: string;
  mimeType: string;
  content: Buffer;
  /** Small parts come inline in body.data instead of behind an attachmentId. */
  inline?: boolean;
}

export interface FakeMessageSeed {
  id?: string;
  threadId?: string;
  labelIds?: string[];
  internalDate?: number;
  headers?: Record<string, string>;
  snippet?: string;
  text?: string;
  html?: string;
  /** Charset of the text parts; their bytes are encoded in it. */
  charset?: 'utf-8' | 'iso-8859-1';
  attachments?: FakeAttachmentSeed[];
}

export type FakeMessage = Required<Omit<FakeMessageSeed, 'text' | 'html'>> & { text?: string; html?: string };

interface FakeLabel {
  id: string;
  name: string;
  type: 'system' | 'user';
  color?: { backgroundColor: string; textColor: string };
}

type Part = Record<string, unknown> & { parts?: Part[] };

/** A Gmail mailbox in memory. Attachment ids change on every messages.get, as Gmail's do. */
export class FakeMailbox {
  email = 'attorney@example-firm.com';
  historyId = 1000;
  /** History older than this answers 404, as Gmail does for a stale startHistoryId. */
  oldestHistoryId = 0;
  historyPageSize = 100;
  readonly messages = new Map<string, FakeMessage>();
  readonly labels: FakeLabel[] = ['INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM', 'UNREAD', 'STARRED', 'IMPORTANT'].map((id) => ({ id, name: id, type: 'system' }));
  readonly history: Array<{ id: number; messageId: string; labelIds: string[] }> = [];
  readonly sent: Array<{ raw: string; threadId?: string }> = [];
  readonly issuedAttachments = new Map<string, Buffer>();
  private counter = 0;

  add(seed: FakeMessageSeed = {}): FakeMessage {
    this.counter += 1;
    const id = seed.id ?? `msg${String(this.counter).padStart(4, '0')}`;
    const message: FakeMessage = {
      id,
      threadId: seed.threadId ?? `thr-${id}`,
      labelIds: seed.labelIds ?? ['INBOX', 'UNREAD'],
      internalDate: seed.internalDate ?? Date.UTC(2026, 10, 1) + this.counter * 60_000,
      headers: { From: 'Clerk <clerk@wcab.example.gov>', To: this.email, Subject: `Message ${this.counter}`, 'Message-ID': `<${id}@example.gov>`, ...seed.headers },
      snippet: seed.snippet ?? `Snippet of ${id}`,
      charset: seed.charset ?? 'utf-8',
      attachments: seed.attachments ?? [],
      ...(seed.text !== undefined ? { text: seed.text } : {}),
      ...(seed.html !== undefined ? { html: seed.html } : {}),
    };
    this.messages.set(id, message);
    return message;
  }

  /** A message arriving in the inbox: stored and written to the history. */
  deliver(seed: FakeMessageSeed = {}): FakeMessage {
    const message = this.add({ labelIds: ['INBOX', 'UNREAD'], ...seed });
    this.historyId += 1;
    this.history.push({ id: this.historyId, messageId: message.id, labelIds: message.labelIds });
    return message;
  }

  addUserLabel(name: string, backgroundColor?: string): FakeLabel {
    const label: FakeLabel = { id: `Label_${this.labels.length + 1}`, name, type: 'user', ...(backgroundColor ? { color: { backgroundColor, textColor: '#000000' } } : {}) };
    this.labels.push(label);
    return label;
  }

  relabel(message: FakeMessage, add: string[] = [], remove: string[] = []): void {
    message.labelIds = [...new Set([...message.labelIds.filter((id) => !remove.includes(id)), ...add])];
  }

  metadata(message: FakeMessage, headerNames: string[]) {
    const wanted = headerNames.map((name) => name.toLowerCase());
    const headers = Object.entries(message.headers)
      .filter(([name]) => wanted.length === 0 || wanted.includes(name.toLowerCase()))
      .map(([name, value]) => ({ name, value }));
    const mimeType = message.attachments.length > 0 ? 'multipart/mixed' : message.html && message.text ? 'multipart/alternative' : 'text/plain';
    return { ...this.envelope(message), payload: { mimeType, headers } };
  }

  full(message: FakeMessage) {
    const contentType = (type: string) => ({ name: 'Content-Type', value: `${type}; charset="${message.charset.toUpperCase()}"` });
    const textPart = (type: string, text: string): Part => {
      const bytes = Buffer.from(text, message.charset === 'utf-8' ? 'utf8' : 'latin1');
      return { mimeType: type, filename: '', headers: [contentType(type)], body: { size: bytes.length, data: bytes.toString('base64url') } };
    };
    const bodies = [message.text !== undefined ? textPart('text/plain', message.text) : null, message.html !== undefined ? textPart('text/html', message.html) : null].filter(
      (part): part is Part => part !== null,
    );
    const body: Part = bodies.length === 1 ? bodies[0]! : { mimeType: 'multipart/alternative', filename: '', headers: [], body: { size: 0 }, parts: bodies };
    const attachments = message.attachments.map((attachment) => this.attachmentPart(attachment));
    const root: Part = attachments.length > 0 ? { mimeType: 'multipart/mixed', filename: '', body: { size: 0 }, parts: [body, ...attachments] } : body;
    root.headers = [...Object.entries(message.headers).map(([name, value]) => ({ name, value })), ...((root.headers as unknown[] | undefined) ?? [])];
    numberParts(root, '');
    return { ...this.envelope(message), payload: root };
  }

  private attachmentPart(attachment: FakeAttachmentSeed): Part {
    const headers = [
      { name: 'Content-Type', value: `${attachment.mimeType}; name="${attachment.filename}"` },
      { name: 'Content-Disposition', value: `attachment; filename="${attachment.filename}"` },
    ];
    if (attachment.inline) return { mimeType: attachment.mimeType, filename: attachment.filename, headers, body: { size: attachment.content.length, data: attachment.content.toString('base64url') } };
    const attachmentId = `ANGjdJ${randomBytes(16).toString('base64url')}`;
    this.issuedAttachments.set(attachmentId, attachment.content);
    return { mimeType: attachment.mimeType, filename: attachment.filename, headers, body: { attachmentId, size: attachment.content.length } };
  }

  envelope(message: FakeMessage) {
    return { id: message.id, threadId: message.threadId, labelIds: message.labelIds, snippet: message.snippet, internalDate: String(message.internalDate), historyId: String(this.historyId) };
  }
}

function numberParts(part: Part, id: string): void {
  part.partId = id;
  part.parts?.forEach((child, index) => numberParts(child, id ? `${id}.${index}` : String(index)));
}
