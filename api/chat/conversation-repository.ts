import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { CHAT_MESSAGES, CHAT_RULES } from '../../domain/chat/chat-rules';
import type { ConversationDetail, ConversationView } from '../../domain/chat/views';
import { notFound } from '../http-error';
import { conversationHasDocuments, linkedDocuments } from '../knowledge/conversation-documents';
import { conversationScopes } from './conversation-scope';
import { documentLinkView, messageView } from './message-views';

type Db = Kysely<Database> | Transaction<Database>;

const PREVIEW_CHARACTERS = 120;

function conversationQuery(db: Db, userId: string) {
  return db
    .selectFrom('conversations as c')
    .leftJoin('assistants as a', 'a.id', 'c.assistant_id')
    .where('c.user_id', '=', userId)
    .select(['c.id', 'c.title', 'c.assistant_id', 'a.name as assistant_name', 'c.model', 'c.is_pinned', 'c.created_at', 'c.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('chat_messages as m')
        .whereRef('m.conversation_id', '=', 'c.id')
        .orderBy('m.position', 'desc')
        .limit(1)
        .select(sql<string>`left(m.content, ${PREVIEW_CHARACTERS})`.as('preview'))
        .as('preview'),
    );
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>['executeTakeFirstOrThrow']>>;

function conversationView(row: ConversationRow): ConversationView {
  return {
    id: row.id,
    title: row.title,
    assistantId: row.assistant_id,
    assistantName: row.assistant_name,
    model: row.model,
    isPinned: row.is_pinned,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    preview: (row.preview ?? '').replace(/\s+/g, ' ').trim(),
  };
}

/** The history (seed 001 §4): conversations with a non-empty question and answer; pinned first, newest next. */
export async function listConversations(db: Db, userId: string, search: string | undefined): Promise<ConversationView[]> {
  let query = conversationQuery(db, userId)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('chat_messages as u').whereRef('u.conversation_id', '=', 'c.id').where('u.role', '=', 'user').where(sql<boolean>`btrim(u.content) <> ''`).select('u.id')),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('chat_messages as r').whereRef('r.conversation_id', '=', 'c.id').where('r.role', '=', 'assistant').where(sql<boolean>`btrim(r.content) <> ''`).select('r.id')),
    );
  const text = search?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('c.title', 'ilike', pattern),
        exists(
          selectFrom('chat_messages as s')
            .whereRef('s.conversation_id', '=', 'c.id')
            .where(sql<boolean>`to_tsvector('english', s.content) @@ websearch_to_tsquery('english', ${text})`)
            .select('s.id'),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('c.is_pinned', 'desc').orderBy('c.updated_at', 'desc').orderBy('c.id').limit(500).execute();
  return rows.map(conversationView);
}

export async function findConversation(db: Db, userId: string, conversationId: string): Promise<ConversationView> {
  const row = await conversationQuery(db, userId).where('c.id', '=', conversationId).executeTakeFirst();
  if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return conversationView(row);
}

export async function conversationDetail(db: Db, userId: string, conversationId: string): Promise<ConversationDetail> {
  const conversation = await findConversation(db, userId, conversationId);
  const messages = await db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId).where('user_id', '=', userId).orderBy('position').execute();
  const documents = await linkedDocuments(db, await conversationScopes(db, userId, conversation.assistantId), conversationId);
  return { conversation, messages: messages.map(messageView), documents: documents.map(documentLinkView) };
}

/**
 * Seed 001 §4: empty conversations are cleaned out. One counts as empty when it would not be in the
 * history, has no reply being written and no documents linked, and is older than the clean-up delay.
 */
export async function removeEmptyConversations(db: Db, userId: string): Promise<number> {
  const removed = await db
    .deleteFrom('conversations as c')
    .where('c.user_id', '=', userId)
    .where('c.created_at', '<', sql<Date>`now() - make_interval(secs => ${CHAT_RULES.cleanupDelayMs / 1000})`)
    .where(({ not, exists, selectFrom, and }) =>
      and([
        not(exists(selectFrom('chat_messages as m').whereRef('m.conversation_id', '=', 'c.id').where('m.status', '=', 'streaming').select('m.id'))),
        not(conversationHasDocuments('c.id')),
        not(
          and([
            exists(selectFrom('chat_messages as u').whereRef('u.conversation_id', '=', 'c.id').where('u.role', '=', 'user').where(sql<boolean>`btrim(u.content) <> ''`).select('u.id')),
            exists(selectFrom('chat_messages as r').whereRef('r.conversation_id', '=', 'c.id').where('r.role', '=', 'assistant').where(sql<boolean>`btrim(r.content) <> ''`).select('r.id')),
          ]),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
