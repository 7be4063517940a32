import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CHAT_MESSAGES } from '../../domain/chat/chat-rules';
import { limitTitle } from '../../domain/chat/titles';
import type { ConversationDetail, ConversationDocumentView, ConversationView } from '../../domain/chat/views';
import { HttpError, notFound } from '../http-error';
import type { ChatModel } from './chat-model';
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
    for (const documentId of input.documentIds ?? []) await linkDocumentIn(trx, userId, conversation.id, documentId);
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

async function linkDocumentIn(db: Kysely<Database>, userId: string, conversationId: string, documentId: string): Promise<ConversationDocumentView> {
  const document = await db.selectFrom('knowledge_documents').select(['id', 'name']).where('id', '=', documentId).where('user_id', '=', userId).executeTakeFirst();
  if (!document) throw notFound(CHAT_MESSAGES.documentNotFound);
  // Seed 001 §3: version 1, source ai-generated, type document unless said otherwise; linking twice changes nothing.
  await db
    .insertInto('conversation_documents')
    .values({ conversation_id: conversationId, document_id: documentId, user_id: userId, document_title: document.name })
    .onConflict((oc) => oc.columns(['conversation_id', 'document_id']).doNothing())
    .execute();
  const row = await db.selectFrom('conversation_documents').selectAll().where('conversation_id', '=', conversationId).where('document_id', '=', documentId).executeTakeFirstOrThrow();
  return documentLinkView(row);
}

export async function linkDocument(db: Kysely<Database>, userId: string, conversationId: string, documentId: string): Promise<ConversationDocumentView> {
  await findConversation(db, userId, conversationId);
  return linkDocumentIn(db, userId, conversationId, documentId);
}

export async function unlinkDocument(db: Kysely<Database>, userId: string, conversationId: string, documentId: string): Promise<void> {
  await findConversation(db, userId, conversationId);
  const deleted = await db.deleteFrom('conversation_documents').where('conversation_id', '=', conversationId).where('document_id', '=', documentId).where('user_id', '=', userId).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw notFound(CHAT_MESSAGES.documentNotFound);
}
