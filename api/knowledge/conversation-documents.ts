import { sql, type Selectable } from 'kysely';
import type { ConversationDocumentsTable } from '../../db/tables/chat';
import type { Db } from './db-types';
import { documentNotFound } from './errors';
import { inAnyScope, matterScopesOf, type KnowledgeScope } from './scope';

/**
 * Documents linked to a conversation, behind the matter wall. A document may be linked only when one of the
 * conversation's scopes holds its matter (a general conversation: documents outside matters), and links are
 * read through the same scopes, so a link that the wall no longer allows (a folder moved into a matter, an
 * assistant unlinked) is neither listed nor read.
 */

export type ConversationDocumentRow = Selectable<ConversationDocumentsTable>;

/** Links a document the conversation's scopes hold; any other id (another user's, a matter's) is 'Document not found'. */
export async function linkDocumentInScopes(db: Db, scopes: readonly KnowledgeScope[], conversationId: string, documentId: string): Promise<ConversationDocumentRow> {
  const [first] = scopes;
  if (!first) throw documentNotFound();
  const document = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'name'])
    .where('id', '=', documentId)
    .where(inAnyScope<'knowledge_documents'>(matterScopesOf(scopes)))
    .executeTakeFirst();
  if (!document) throw documentNotFound();
  // Seed 001 §3: version 1, source ai-generated, type document unless said otherwise; linking twice changes nothing.
  await db
    .insertInto('conversation_documents')
    .values({ conversation_id: conversationId, document_id: documentId, user_id: first.userId, document_title: document.name })
    .onConflict((oc) => oc.columns(['conversation_id', 'document_id']).doNothing())
    .execute();
  return db.selectFrom('conversation_documents').selectAll().where('conversation_id', '=', conversationId).where('document_id', '=', documentId).executeTakeFirstOrThrow();
}

/** The links of a conversation whose documents its scopes hold, oldest first, with each document's matter. */
export async function linkedDocuments(db: Db, scopes: readonly KnowledgeScope[], conversationId: string, onlyActive = false): Promise<(ConversationDocumentRow & { matter_id: string | null })[]> {
  const [first] = scopes;
  if (!first) return [];
  let query = db
    .selectFrom('conversation_documents as l')
    .innerJoin('knowledge_documents as d', 'd.id', 'l.document_id')
    .selectAll('l')
    .select('d.matter_id')
    .where('l.conversation_id', '=', conversationId)
    .where('l.user_id', '=', first.userId)
    .where('d.id', 'in', (eb) => eb.selectFrom('knowledge_documents').select('id').where(inAnyScope<'knowledge_documents'>(matterScopesOf(scopes))));
  if (onlyActive) query = query.where('l.is_active', '=', true);
  return query.orderBy('l.created_at').execute();
}

/** Removes a link; false when there was none. */
export async function unlinkConversationDocument(db: Db, userId: string, conversationId: string, documentId: string): Promise<boolean> {
  const deleted = await db.deleteFrom('conversation_documents').where('conversation_id', '=', conversationId).where('document_id', '=', documentId).where('user_id', '=', userId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Whether the conversation at `conversationIdColumn` (e.g. 'c.id') has any document linked: ids only, nothing read. */
export function conversationHasDocuments(conversationIdColumn: string) {
  return sql<boolean>`exists (select 1 from conversation_documents d where d.conversation_id = ${sql.ref(conversationIdColumn)})`;
}
