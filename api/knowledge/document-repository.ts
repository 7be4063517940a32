import type { DocumentStatus } from '../../db/tables/knowledge';
import type { ChunkView, DocumentView } from '../../domain/knowledge/views';
import type { Db } from './db-types';
import { DOCUMENT_VIEW_COLUMNS, toChunkView, toDocumentView, type DocumentViewRow } from './document-views';
import { documentNotFound } from './errors';
import { inScope, type KnowledgeScope } from './scope';

/** The documents a scope sees, newest first (seed 001 §7: ordered by created_at descending). */
export async function listDocuments(db: Db, scope: KnowledgeScope, status?: DocumentStatus): Promise<DocumentView[]> {
  let query = db.selectFrom('knowledge_documents').select(DOCUMENT_VIEW_COLUMNS).where(inScope<'knowledge_documents'>(scope));
  if (status) query = query.where('status', '=', status);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toDocumentView);
}

/** One document behind the matter wall; outside the scope it is 'Document not found'. */
export async function findDocumentRow(db: Db, scope: KnowledgeScope, documentId: string): Promise<DocumentViewRow> {
  const row = await db.selectFrom('knowledge_documents').select(DOCUMENT_VIEW_COLUMNS).where('id', '=', documentId).where(inScope<'knowledge_documents'>(scope)).executeTakeFirst();
  if (!row) throw documentNotFound();
  return row;
}

export async function findDocument(db: Db, scope: KnowledgeScope, documentId: string): Promise<DocumentView> {
  return toDocumentView(await findDocumentRow(db, scope, documentId));
}

export async function findDocumentWithContent(db: Db, scope: KnowledgeScope, documentId: string): Promise<DocumentView & { content: string }> {
  const row = await db
    .selectFrom('knowledge_documents')
    .select([...DOCUMENT_VIEW_COLUMNS, 'content'])
    .where('id', '=', documentId)
    .where(inScope<'knowledge_documents'>(scope))
    .executeTakeFirst();
  if (!row) throw documentNotFound();
  return { ...toDocumentView(row), content: row.content };
}

/** A document's chunks in order; the chunks go through the wall too, not only their document. */
export async function listChunks(db: Db, scope: KnowledgeScope, documentId: string): Promise<ChunkView[]> {
  await findDocumentRow(db, scope, documentId);
  const rows = await db
    .selectFrom('knowledge_chunks')
    .select(['id', 'ordinal', 'text', 'page', 'char_start', 'char_end', 'heading_path'])
    .where('document_id', '=', documentId)
    .where(inScope<'knowledge_chunks'>(scope))
    .orderBy('ordinal')
    .execute();
  return rows.map(toChunkView);
}

/** Documents the caller just wrote, in the order given, each read through its own matter's scope. */
export async function listDocumentsByIds(db: Db, userId: string, documents: ReadonlyArray<{ id: string; matterId: string | null }>): Promise<DocumentView[]> {
  const views: DocumentView[] = [];
  for (const document of documents) views.push(await findDocument(db, { userId, matterId: document.matterId, folderIds: null }, document.id));
  return views;
}
