import type { ProcessingRow } from '../../domain/knowledge/views';
import type { Db } from './db-types';
import { inScope, scopeSql, type KnowledgeScope } from './scope';

/**
 * The reads of document rows that other areas need (chat, drafting, citations, processing), each behind the
 * matter wall: a caller says which scope it reads, and nothing outside that scope comes back. Files outside
 * the wall may not name the knowledge tables at all (eslint.config.js), so these functions are the way in.
 */

export interface ScopedDocumentRow {
  id: string;
  name: string;
  folderId: string | null;
  matterId: string | null;
}

/** The documents of these ids that the scope holds (others are left out, as if missing). */
export async function documentsByIds(db: Db, scope: KnowledgeScope, ids: readonly string[]): Promise<ScopedDocumentRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('knowledge_documents')
    .select(['id', 'name', 'folder_id', 'matter_id'])
    .where(inScope<'knowledge_documents'>(scope))
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, folderId: row.folder_id, matterId: row.matter_id }));
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The scope's documents whose text holds any of the fragments (case-insensitive), most recently changed first. */
export async function documentsHoldingText(db: Db, scope: KnowledgeScope, fragments: readonly string[], limit: number): Promise<{ id: string; name: string; content: string }[]> {
  if (fragments.length === 0) return [];
  return db
    .selectFrom('knowledge_documents')
    .select(['id', 'name', 'content'])
    .where(inScope<'knowledge_documents'>(scope))
    .where((eb) => eb.or(fragments.map((fragment) => eb('content', 'ilike', `%${escapeLike(fragment)}%`))))
    .orderBy('last_updated', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every document's ingestion state in the scope (the /knowledge/ai-processing screen), newest first, without text. */
export async function processingRows(db: Db, scope: KnowledgeScope): Promise<ProcessingRow[]> {
  const rows = await db
    .selectFrom('knowledge_documents as d')
    .leftJoin('knowledge_folders as f', 'f.id', 'd.folder_id')
    .leftJoin('knowledge_folders as m', 'm.id', 'd.matter_id')
    .select(['d.id', 'd.name', 'd.status', 'd.error', 'd.retry_count', 'd.chunk_count', 'd.chunks_embedded', 'd.matter_id', 'd.last_updated', 'f.name as folder_name', 'm.name as matter_name'])
    .where(scopeSql(scope, 'd'))
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.name,
    status: row.status,
    error: row.error,
    retryCount: row.retry_count,
    chunkCount: row.chunk_count,
    chunksEmbedded: row.chunks_embedded,
    folderName: row.folder_name,
    matterId: row.matter_id,
    matterName: row.matter_name,
    lastUpdated: row.last_updated.toISOString(),
  }));
}

/** How many documents the user has in all (the health check's count: a number, no titles or text). */
export async function countAllDocuments(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('knowledge_documents').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
