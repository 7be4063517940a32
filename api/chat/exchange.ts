import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { CHAT_MESSAGES, CHAT_RULES } from '../../domain/chat/chat-rules';
import type { PromptTurn } from '../../domain/chat/prompt';
import type { ChatMessageView } from '../../domain/chat/views';
import { HttpError, notFound } from '../http-error';
import { startReply, type ReplyDeps } from './generation/write-reply';
import { messageView } from './message-views';
import { embedQuery } from '../knowledge/search/query-vector';

type Trx = Transaction<Database>;

const badRequest = (code: string, message: string) => new HttpError(400, code, message);
const replyInProgress = () => new HttpError(409, 'reply_in_progress', CHAT_MESSAGES.replyInProgress);

async function lockConversation(trx: Trx, userId: string, conversationId: string) {
  const conversation = await trx
    .selectFrom('conversations')
    .select(['id', 'assistant_id', 'model'])
    .where('id', '=', conversationId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
  const streaming = await trx.selectFrom('chat_messages').select('id').where('conversation_id', '=', conversationId).where('status', '=', 'streaming').executeTakeFirst();
  if (streaming) throw replyInProgress();
  return conversation;
}

function cleanContent(content: string): string {
  const text = content.trim();
  if (!text) throw badRequest('empty_message', CHAT_MESSAGES.emptyMessage);
  return text;
}

/** The turns the model reads before the message at `position`: questions, and answers that were written. */
async function turnsBefore(db: Kysely<Database>, conversationId: string, position: number): Promise<PromptTurn[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'status'])
    .where('conversation_id', '=', conversationId)
    .where('position', '<', position)
    .orderBy('position')
    .execute();
  return rows.filter((row) => row.content.trim() !== '' && (row.role === 'user' || row.status === 'complete' || row.status === 'stopped')).map((row) => ({ role: row.role, content: row.content }));
}

async function insertAssistantMessage(trx: Trx, userId: string, conversationId: string, position: number) {
  return trx.insertInto('chat_messages').values({ conversation_id: conversationId, user_id: userId, position, role: 'assistant', status: 'streaming' }).returningAll().executeTakeFirstOrThrow();
}

async function begin(
  deps: ReplyDeps,
  job: { messageId: string; conversationId: string; userId: string; assistantId: string | null; model: string | null; position: number; questionVector?: Promise<number[]> },
) {
  const turns = await turnsBefore(deps.db, job.conversationId, job.position);
  startReply(deps, { messageId: job.messageId, conversationId: job.conversationId, userId: job.userId, assistantId: job.assistantId, model: job.model, turns, questionVector: job.questionVector });
}

/**
 * Starts embedding the question at once: the model runs on its own thread, so this overlaps the
 * database writes before the answer starts. A failure surfaces where the vector is used.
 */
function embedEarly(deps: ReplyDeps, question: string): Promise<number[]> {
  const vector = embedQuery(deps.embedder, question);
  vector.catch(() => undefined);
  return vector;
}

/** Seed 001 §4: the question is stored at once with an empty answer that then fills in. */
export async function sendMessage(deps: ReplyDeps, userId: string, conversationId: string, input: { content: string; model?: string | null | undefined }) {
  const content = cleanContent(input.content);
  const questionVector = embedEarly(deps, content);
  const { conversation, userRow, assistantRow } = await deps.db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, userId, conversationId);
    if (input.model !== undefined) await trx.updateTable('conversations').set({ model: input.model }).where('id', '=', conversationId).execute();
    const last = await trx.selectFrom('chat_messages').select(sql<number>`coalesce(max(position), -1)`.as('position')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow();
    const position = Number(last.position) + 1;
    const userRow = await trx.insertInto('chat_messages').values({ conversation_id: conversationId, user_id: userId, position, role: 'user', content }).returningAll().executeTakeFirstOrThrow();
    const assistantRow = await insertAssistantMessage(trx, userId, conversationId, position + 1);
    return { conversation, userRow, assistantRow };
  });
  await begin(deps, { messageId: assistantRow.id, conversationId, userId, assistantId: conversation.assistant_id, model: input.model ?? conversation.model, position: assistantRow.position, questionVector });
  return { userMessage: messageView(userRow), assistantMessage: messageView(assistantRow) };
}

async function ownMessage(db: Kysely<Database> | Trx, userId: string, messageId: string) {
  const row = await db.selectFrom('chat_messages').selectAll().where('id', '=', messageId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(CHAT_MESSAGES.messageNotFound);
  return row;
}

/** The latest answer is written again from the same question (same message id). */
export async function regenerate(deps: ReplyDeps, userId: string, messageId: string): Promise<ChatMessageView> {
  const { row, conversation } = await deps.db.transaction().execute(async (trx) => {
    const message = await ownMessage(trx, userId, messageId);
    if (message.role !== 'assistant') throw badRequest('not_an_answer', CHAT_MESSAGES.onlyAssistantRegenerates);
    const conversation = await lockConversation(trx, userId, message.conversation_id);
    const later = await trx.selectFrom('chat_messages').select('id').where('conversation_id', '=', message.conversation_id).where('position', '>', message.position).executeTakeFirst();
    if (later) throw new HttpError(409, 'not_latest', 'Only the latest answer can be regenerated.');
    const row = await trx
      .updateTable('chat_messages')
      .set({ content: '', status: 'streaming', error: null, sources: '[]', citations: '[]', notices: '[]', stop_requested: false, updated_at: new Date() })
      .where('id', '=', messageId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, conversation };
  });
  await begin(deps, { messageId, conversationId: row.conversation_id, userId, assistantId: conversation.assistant_id, model: conversation.model, position: row.position });
  return messageView(row);
}

/** Edit and resend: the question changes, what followed it goes, and a new answer is written. */
export async function editAndResend(deps: ReplyDeps, userId: string, messageId: string, newContent: string) {
  const content = cleanContent(newContent);
  const { userRow, assistantRow, conversation } = await deps.db.transaction().execute(async (trx) => {
    const message = await ownMessage(trx, userId, messageId);
    if (message.role !== 'user') throw badRequest('not_a_question', CHAT_MESSAGES.onlyUserEdits);
    const conversation = await lockConversation(trx, userId, message.conversation_id);
    await trx.deleteFrom('chat_messages').where('conversation_id', '=', message.conversation_id).where('position', '>', message.position).execute();
    const userRow = await trx.updateTable('chat_messages').set({ content, updated_at: new Date() }).where('id', '=', messageId).returningAll().executeTakeFirstOrThrow();
    const assistantRow = await insertAssistantMessage(trx, userId, message.conversation_id, message.position + 1);
    return { userRow, assistantRow, conversation };
  });
  await begin(deps, { messageId: assistantRow.id, conversationId: assistantRow.conversation_id, userId, assistantId: conversation.assistant_id, model: conversation.model, position: assistantRow.position });
  return { userMessage: messageView(userRow), assistantMessage: messageView(assistantRow) };
}

/** Stop: the reply keeps what it has and is marked stopped, whichever API process is writing it. */
export async function stopReply(deps: ReplyDeps, userId: string, messageId: string): Promise<ChatMessageView> {
  const message = await ownMessage(deps.db, userId, messageId);
  if (message.status !== 'streaming') return messageView(message);
  const live = deps.live.get(messageId);
  if (live) {
    live.abort.abort();
    await live.finished;
  } else {
    await deps.db.updateTable('chat_messages').set({ stop_requested: true }).where('id', '=', messageId).where('status', '=', 'streaming').execute();
    await settleIfOrphaned(deps.db, messageId, 'stopped');
  }
  return messageView(await ownMessage(deps.db, userId, messageId));
}

/**
 * A reply marked streaming that nobody has written to for a minute belongs to a process that has gone:
 * it becomes `status` (interrupted, or stopped when a person asked), keeping the text it had.
 */
export async function settleIfOrphaned(db: Kysely<Database>, messageId: string | null, status: 'interrupted' | 'stopped' = 'interrupted'): Promise<void> {
  let query = db
    .updateTable('chat_messages')
    .set({ status, stop_requested: false, error: status === 'interrupted' ? CHAT_MESSAGES.interrupted : null })
    .where('status', '=', 'streaming')
    .where('updated_at', '<', sql<Date>`now() - make_interval(secs => ${CHAT_RULES.staleStreamMs / 1000})`);
  if (messageId) query = query.where('id', '=', messageId);
  await query.execute();
}
