import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DocumentUseView } from '../../domain/knowledge/views';

type Db = Kysely<Database> | Transaction<Database>;

export interface DocumentUse {
  documentId: string;
  documentName: string;
  /** The chunks that were read, in the order they were handed over. */
  chunkIds: string[];
}

export interface DocumentUseRecord {
  userId: string;
  /** The matter the documents were read through (null outside matters). */
  matterId: string | null;
  /** What read them: 'search-by-content', 'chat', … */
  purpose: string;
  query: string;
  uses: DocumentUse[];
}

/** The privilege-review trail: one row per document an AI use read, with the chunks it read. */
export async function recordDocumentUses(db: Db, record: DocumentUseRecord): Promise<void> {
  if (record.uses.length === 0) return;
  await db
    .insertInto('knowledge_document_uses')
    .values(
      record.uses.map((use) => ({
        user_id: record.userId,
        document_id: use.documentId,
        document_name: use.documentName,
        matter_id: record.matterId,
        chunk_ids: use.chunkIds,
        purpose: record.purpose,
        query: record.query,
      })),
    )
    .execute();
}

/** Most uses listed at once. */
export const DOCUMENT_USES_LIMIT = 500;

/** The trail of one matter (or, with null, of documents outside matters), newest first. */
export async function listDocumentUses(db: Db, userId: string, matterId: string | null): Promise<DocumentUseView[]> {
  const rows = await db
    .selectFrom('knowledge_document_uses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('matter_id', matterId === null ? 'is' : '=', matterId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(DOCUMENT_USES_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    documentId: row.document_id,
    documentName: row.document_name,
    matterId: row.matter_id,
    chunkIds: row.chunk_ids,
    purpose: row.purpose,
    query: row.query,
    createdAt: row.created_at.toISOString(),
  }));
}
