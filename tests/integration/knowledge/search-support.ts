import type { Kysely } from 'kysely';
import { toSql } from 'pgvector';
import type { Database } from '../../../db/schema';
import type { DocumentStatus } from '../../../db/tables/knowledge';

/** A knowledge folder written straight to the table (the search tests do not depend on the folder API). */
export async function insertFolder(db: Kysely<Database>, userId: string, folder: { name: string; isMatter?: boolean; parentId?: string | null }): Promise<string> {
  const row = await db
    .insertInto('knowledge_folders')
    .values({ user_id: userId, name: folder.name, is_matter: folder.isMatter ?? false, parent_folder_id: folder.parentId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface InsertedChunk {
  text: string;
  embedding: readonly number[] | null;
  page?: number | null;
}

export interface InsertedDocument {
  userId: string;
  title: string;
  chunks: readonly InsertedChunk[];
  model: string;
  folderId?: string | null;
  matterId?: string | null;
  status?: DocumentStatus;
}

/**
 * A document as ingestion leaves it (content, chunks with their spans, embeddings and model, status),
 * written straight to the tables so search is tested apart from the ingestion workflow.
 */
export async function insertDocument(db: Kysely<Database>, document: InsertedDocument): Promise<{ documentId: string; chunkIds: string[] }> {
  const content = document.chunks.map((chunk) => chunk.text).join('\n\n');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('knowledge_documents')
      .values({
        user_id: document.userId,
        folder_id: document.folderId ?? null,
        matter_id: document.matterId ?? null,
        name: document.title,
        content,
        source: JSON.stringify({ kind: 'text' }),
        metadata: JSON.stringify({}),
        status: document.status ?? 'ready',
        embedding_model: document.model,
        chunk_count: document.chunks.length,
        chunks_embedded: document.chunks.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let offset = 0;
    const chunkIds: string[] = [];
    for (const [ordinal, chunk] of document.chunks.entries()) {
      const inserted = await trx
        .insertInto('knowledge_chunks')
        .values({
          document_id: row.id,
          user_id: document.userId,
          folder_id: document.folderId ?? null,
          matter_id: document.matterId ?? null,
          ordinal,
          text: chunk.text,
          page: chunk.page ?? null,
          char_start: offset,
          char_end: offset + chunk.text.length,
          embedding: chunk.embedding ? toSql([...chunk.embedding]) : null,
          embedding_model: document.model,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      chunkIds.push(inserted.id);
      offset += chunk.text.length + 2;
    }
    return { documentId: row.id, chunkIds };
  });
}
