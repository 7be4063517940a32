import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { CHAT_MESSAGES } from '../../domain/chat/chat-rules';
import { limitTitle } from '../../domain/chat/titles';
import type { ConversationDetail, ConversationDocumentView, ConversationView } from '../../domain/chat/views';
import { HttpError, notFound } from '../http-error';
import { linkDocumentInScopes, unlinkConversationDocument } from '../knowledge/conversation-documents';
import type { ChatModel } from './chat-model';
import { conversationScopes } from './conversation-scope';
import { conversationDetail, findConversation } from './conversation-repository';
import { documentLinkView } from './message-views';

function checkModel(model: ChatModel, wanted: string | null | undefined): void {
  if (wanted && !model.models.some((descriptor) => descriptor.id === wanted)) {
    throw new HttpError(400, 'unknown_model', `The model "${wanted}" is not offered here.`);
  }
}

export async function createConversation(
  db: Kysely<Database>,
  model: ChatModel,
  userId: string,
  input: { assistantId?: string | null | undefined; model?: string | null | undefined; documentIds?: string[] | undefined },
): Promise<ConversationDetail> {
  checkModel(model, input.model);
  const id = await db.transaction().execute(async (trx) => {
    if (input.assistantId) {
      const assistant = await trx.selectFrom('assistants').select('id').where('id', '=', input.assistantId).where('user_id', '=', userId).where('is_active', '=', true).executeTakeFirst();
      if (!assistant) throw notFound(CHAT_MESSAGES.assistantNotFound(input.assistantId));
    }
    const conversation = await trx
      .insertInto('conversations')
      .values({ user_id: userId, assistant_id: input.assistantId ?? null, model: input.model ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const documentId of input.documentIds ?? []) await linkDocumentIn(trx, userId, conversation.id, input.assistantId ?? null, documentId);
    return conversation.id;
  });
  return conversationDetail(db, userId, id);
}

export async function updateConversation(
  db: Kysely<Database>,
  model: ChatModel,
  userId: string,
  conversationId: string,
  changes: { title?: string | undefined; isPinned?: boolean | undefined; model?: string | null | undefined },
): Promise<ConversationView> {
  checkModel(model, changes.model);
  const title = changes.title === undefined ? undefined : limitTitle(changes.title);
  if (title === '') throw new HttpError(400, 'blank_title', 'A conversation needs a title.');
  const values = {
    ...(title !== undefined ? { title, title_source: 'user' as const } : {}),
    ...(changes.isPinned !== undefined ? { is_pinned: changes.isPinned } : {}),
    ...(changes.model !== undefined ? { model: changes.model } : {}),
  };
  // Nothing to change: the conversation as it is (still 404 for another person's).
  if (Object.keys(values).length === 0) return findConversation(db, userId, conversationId);
  const updated = await db.updateTable('conversations').set(values).where('id', '=', conversationId).where('user_id', '=', userId).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return findConversation(db, userId, conversationId);
}

export async function deleteConversation(db: Kysely<Database>, userId: string, conversationId: string): Promise<void> {
  const deleted = await db.deleteFrom('conversations').where('id', '=', conversationId).where('user_id', '=', userId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound(CHAT_MESSAGES.conversationNotFound);
}

/** Links a document the conversation's scope holds (seed 001 §3); a matter's document in a general conversation is 404 like another user's. */
async function linkDocumentIn(db: Kysely<Database> | Transaction<Database>, userId: string, conversationId: string, assistantId: string | null, documentId: string): Promise<ConversationDocumentView> {
  const scopes = await conversationScopes(db, userId, assistantId);
  return documentLinkView(await linkDocumentInScopes(db, scopes, conversationId, documentId));
}

export async function linkDocument(db: Kysely<Database>, userId: string, conversationId: string, documentId: string): Promise<ConversationDocumentView> {
  const conversation = await findConversation(db, userId, conversationId);
  return linkDocumentIn(db, userId, conversationId, conversation.assistantId, documentId);
}

export async function unlinkDocument(db: Kysely<Database>, userId: string, conversationId: string, documentId: string): Promise<void> {
  await findConversation(db, userId, conversationId);
  if (!(await unlinkConversationDocument(db, userId, conversationId, documentId))) throw notFound(CHAT_MESSAGES.documentNotFound);
}
