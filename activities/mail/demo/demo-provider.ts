import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DemoMessageRow } from '../../../db/tables/mail';
import { MAIL_MESSAGES } from '../../../domain/mail/messages';
import { sendProblem } from '../../../domain/mail/send-validation';
import { ALL_FOLDERS, ARCHIVE_FOLDER, isEmptySearch, parseMailSearch } from '../../../domain/mail/search-query';
import { SYSTEM_FOLDER_IDS, type MailLabel, type MailMessageSummary, type MessageListQuery, type OutgoingMail } from '../../../domain/mail/types';
import { composeRawMessage } from '../mime/compose';
import { parseRawMessage } from '../mime/parse';
import { MailProviderError, type MailProvider } from '../provider';
import { countByFolder, ESTIMATE_CAP, isUuid, storeDemoMessage, threadIdFor } from './demo-store';
import { LABEL_COLOURS, systemFolder } from './folders';
import { decodePageToken, encodePageToken } from './page-token';

export interface DemoAccount {
  id: string;
  userId: string;
  email: string;
  name: string;
}

/** The demo mailbox: a real mailbox whose messages live in Postgres instead of on a mail server. */
export function createDemoProvider(db: Kysely<Database>, account: DemoAccount): MailProvider {
  const messages = () => db.selectFrom('demo_messages').where('account_id', '=', account.id);

  async function findRow(messageId: string): Promise<DemoMessageRow> {
    const row = isUuid(messageId) ? await messages().selectAll().where('id', '=', messageId).executeTakeFirst() : undefined;
    if (!row) throw new MailProviderError(`Message ${messageId} not found`, 404, false);
    return row;
  }

  async function labelMap(): Promise<Map<string, MailLabel>> {
    const labels = await listLabels();
    return new Map(labels.map((label) => [label.id, label]));
  }

  /** Folder views read the kept count; searches and label views count up to a cap. */
  async function estimateSize(query: MessageListQuery, capped: () => Promise<unknown[]>): Promise<number> {
    const folderId = query.folderId ?? 'INBOX';
    if (!query.labelId && !query.search?.trim() && folderId !== ARCHIVE_FOLDER && folderId !== ALL_FOLDERS) {
      const counts = await countByFolder(db, account.id);
      return counts.find((count) => count.folder === folderId)?.total ?? 0;
    }
    return (await capped()).length;
  }

  async function listLabels(): Promise<MailLabel[]> {
    const rows = await db.selectFrom('demo_labels').selectAll().where('account_id', '=', account.id).orderBy('name').execute();
    return rows.map((row) => ({ id: row.id, name: row.name, type: 'user', color: { backgroundColor: row.color } }));
  }

  /** "Sending" in the demo mailbox files the composed message; nothing leaves the machine. */
  async function file(mail: OutgoingMail, folder: 'SENT' | 'DRAFT'): Promise<{ id: string }> {
    const problem = sendProblem(mail);
    if (problem) throw new MailProviderError(problem, 400, false);
    const replied = mail.inReplyToMessageId ? await findRow(mail.inReplyToMessageId) : null;
    const raw = (await composeRawMessage({ from: `${account.name} <${account.email}>`, mail, inReplyTo: replied?.rfc822_message_id ?? null })).toString('utf8');
    const threadId = replied?.thread_id ?? (await threadIdFor(db, account.id, null));
    const id = await storeDemoMessage(db, { accountId: account.id, userId: account.userId, raw, folder, read: true, ...(threadId ? { threadId } : {}) });
    return { id };
  }

  function toSummary(row: Omit<DemoMessageRow, 'raw'>): MailMessageSummary {
    return {
      id: row.id,
      threadId: row.thread_id,
      subject: row.subject,
      from: row.from_address,
      to: row.to_addresses,
      date: row.sent_at.toISOString(),
      snippet: row.snippet,
      labels: [row.folder, ...row.label_ids, ...(row.is_read ? [] : ['UNREAD'])],
      read: row.is_read,
      unread: !row.is_read,
      starred: row.is_starred,
      important: row.is_important,
      hasAttachments: row.has_attachments,
    };
  }

  return {
    kind: 'demo',

    async listFolders() {
      const counts = await countByFolder(db, account.id);
      return SYSTEM_FOLDER_IDS.map((id) => {
        const row = counts.find((count) => count.folder === id);
        return systemFolder(id, row?.total ?? 0, row?.unread ?? 0);
      });
    },

    listLabels,

    async createLabel(name) {
      const trimmed = name.trim();
      const existing = (await listLabels()).find((label) => label.name.toLowerCase() === trimmed.toLowerCase());
      if (existing) return existing;
      const count = (await listLabels()).length;
      const row = await db
        .insertInto('demo_labels')
        .values({ account_id: account.id, user_id: account.userId, name: trimmed, color: LABEL_COLOURS[count % LABEL_COLOURS.length]! })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { id: row.id, name: row.name, type: 'user', color: { backgroundColor: row.color } };
      const raced = (await listLabels()).find((label) => label.name.toLowerCase() === trimmed.toLowerCase());
      if (!raced) throw new MailProviderError(MAIL_MESSAGES.labelExistsUnretrievable(trimmed), 409, false);
      return raced;
    },

    async listMessages(query: MessageListQuery) {
      let base = messages();
      const folderId = query.folderId ?? 'INBOX';
      if (query.labelId) base = base.where('label_ids', '@>', sql<string[]>`array[${query.labelId}]::text[]`);
      // All Mail (archive): everything but Trash, Spam and Drafts, as in Gmail; "ALL": every folder (search).
      else if (folderId === ARCHIVE_FOLDER) base = base.where('folder', 'not in', ['TRASH', 'SPAM', 'DRAFT']);
      else if (folderId !== ALL_FOLDERS) base = base.where('folder', '=', folderId as DemoMessageRow['folder']);
      const search = parseMailSearch(query.search ?? '');
      if (!isEmptySearch(search)) {
        const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.and([
            ...search.from.map((text) => eb('from_address', 'ilike', like(text))),
            ...search.to.map((text) => eb(sql<string>`to_addresses::text`, 'ilike', like(text))),
            ...search.subject.map((text) => eb('subject', 'ilike', like(text))),
            ...search.words.map((text) => eb.or([eb('subject', 'ilike', like(text)), eb('from_address', 'ilike', like(text)), eb('snippet', 'ilike', like(text))])),
          ]),
        );
      }
      const cursor = query.pageToken ? decodePageToken(query.pageToken) : null;
      let page = base;
      if (cursor) page = page.where((eb) => eb(eb.refTuple('sent_at', 'id'), '<', eb.tuple(new Date(cursor.sentAt), cursor.id)));
      const rows = await page
        .select(['id', 'account_id', 'user_id', 'thread_id', 'rfc822_message_id', 'folder', 'label_ids', 'subject', 'from_address', 'to_addresses', 'cc_addresses', 'bcc_addresses', 'sent_at', 'snippet', 'has_attachments', 'is_read', 'is_starred', 'is_important', 'created_at'])
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.pageSize + 1)
        .execute();
      const visible = rows.slice(0, query.pageSize);
      const last = visible.at(-1);
      return {
        messages: visible.map(toSummary),
        nextPageToken: rows.length > query.pageSize && last ? encodePageToken({ sentAt: last.sent_at.toISOString(), id: last.id }) : null,
        resultSizeEstimate: await estimateSize(query, () => base.select('id').limit(ESTIMATE_CAP).execute()),
      };
    },

    async getMessage(messageId) {
      const row = await findRow(messageId);
      const parsed = await parseRawMessage(row.raw);
      const labels = await labelMap();
      return {
        ...toSummary(row),
        labels: [row.folder, ...row.label_ids.filter((id) => labels.has(id)), ...(row.is_read ? [] : ['UNREAD'])],
        cc: row.cc_addresses,
        bcc: row.bcc_addresses,
        body: parsed.body,
        bodyMimeType: parsed.bodyMimeType,
        textBody: parsed.textBody,
        attachments: parsed.attachments.map(({ content: _content, ...attachment }) => attachment),
      };
    },

    async getAttachment(messageId, attachmentId) {
      const parsed = await parseRawMessage((await findRow(messageId)).raw);
      const attachment = parsed.attachments.find((candidate) => candidate.attachmentId === attachmentId);
      if (!attachment) throw new MailProviderError(`Attachment ${attachmentId} not found`, 404, false);
      return { filename: attachment.filename, mimeType: attachment.mimeType, data: Buffer.from(attachment.content) };
    },

    async setRead(messageIds, read) {
      const ids = messageIds.filter(isUuid);
      if (ids.length > 0) await db.updateTable('demo_messages').set({ is_read: read }).where('account_id', '=', account.id).where('id', 'in', ids).execute();
    },

    async modifyLabels(messageId, add, remove) {
      const row = await findRow(messageId);
      const known = await labelMap();
      const next = new Set(row.label_ids);
      for (const id of add) if (known.has(id)) next.add(id);
      for (const id of remove) next.delete(id);
      await db.updateTable('demo_messages').set({ label_ids: [...next] }).where('id', '=', row.id).execute();
    },

    async moveToFolder(messageId, folderId) {
      const row = await findRow(messageId);
      await db.updateTable('demo_messages').set({ folder: folderId }).where('id', '=', row.id).execute();
    },

    async trash(messageIds) {
      const ids = messageIds.filter(isUuid);
      if (ids.length > 0) await db.updateTable('demo_messages').set({ folder: 'TRASH' }).where('account_id', '=', account.id).where('id', 'in', ids).execute();
    },

    async archive(messageId) {
      const row = await findRow(messageId);
      await db.updateTable('demo_messages').set({ folder: 'ARCHIVE' }).where('id', '=', row.id).execute();
    },

    send: (mail: OutgoingMail) => file(mail, 'SENT'),
    saveDraft: (mail: OutgoingMail) => file(mail, 'DRAFT'),

    async pollNewMessages(cursor) {
      // Demo mail "arrives" through receiveDemoMessage, which starts its analysis itself.
      return { messageIds: [], cursor: cursor ?? new Date().toISOString() };
    },
  };
}
