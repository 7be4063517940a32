import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DemoMessagesTable } from '../../../db/tables/mail';
import { makeSnippet, parseRawMessage } from '../mime/parse';

type Folder = DemoMessagesTable['folder'];

export interface StoreMessageInput {
  accountId: string;
  userId: string;
  raw: string;
  folder: Folder;
  read?: boolean;
  starred?: boolean;
  important?: boolean;
  threadId?: string;
}

/** Parses a raw RFC 822 message and stores it in the demo mailbox; returns the new message id. */
export async function storeDemoMessage(db: Kysely<Database>, input: StoreMessageInput): Promise<string> {
  const parsed = await parseRawMessage(input.raw);
  const row = await db
    .insertInto('demo_messages')
    .values({
      account_id: input.accountId,
      user_id: input.userId,
      thread_id: input.threadId ?? parsed.inReplyTo ?? parsed.messageId ?? crypto.randomUUID(),
      rfc822_message_id: parsed.messageId,
      folder: input.folder,
      subject: parsed.subject,
      from_address: parsed.from,
      to_addresses: JSON.stringify(parsed.to),
      cc_addresses: JSON.stringify(parsed.cc),
      bcc_addresses: JSON.stringify(parsed.bcc),
      sent_at: parsed.date ? new Date(parsed.date) : new Date(),
      snippet: makeSnippet(parsed.textBody),
      raw: input.raw,
      has_attachments: parsed.attachments.length > 0,
      is_read: input.read ?? false,
      is_starred: input.starred ?? false,
      is_important: input.important ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Thread ids follow the first message's RFC 822 id, so replies join their thread. */
export async function threadIdFor(db: Kysely<Database>, accountId: string, inReplyTo: string | null): Promise<string | undefined> {
  if (!inReplyTo) return undefined;
  const row = await db
    .selectFrom('demo_messages')
    .select('thread_id')
    .where('account_id', '=', accountId)
    .where('rfc822_message_id', '=', inReplyTo)
    .executeTakeFirst();
  return row?.thread_id;
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function countByFolder(db: Kysely<Database>, accountId: string) {
  return db.selectFrom('demo_folder_counts').select(['folder', 'total', 'unread']).where('account_id', '=', accountId).execute();
}

/** Beyond this many matches a search or label view reports the cap as its estimate, as Gmail's estimates do. */
export const ESTIMATE_CAP = 500;
