import { sql } from 'kysely';
import { toSql } from 'pgvector';
import { efSearchFor } from '../../../domain/knowledge/search-rules';
import type { KnowledgeScope } from '../scope';
import type { SearchDb } from './db';
import { readyChunksOf } from './ready-chunks';

export interface VectorCandidate {
  id: string;
  documentId: string;
  /** Cosine distance (1 − cosine similarity). */
  distance: number;
}

/**
 * The `count` chunks nearest to the query vector by cosine distance, through the HNSW index. The index is
 * searched with a breadth fitting `count` and with pgvector's iterative scan, so a narrow scope (a matter, a
 * folder) still fills its list instead of losing rows filtered out after the index scan; SET LOCAL keeps
 * both settings inside this transaction. Relaxed order may return rows slightly out of order: they are
 * sorted again here.
 */
export async function vectorCandidates(db: SearchDb, scope: KnowledgeScope, model: string, vector: readonly number[], count: number): Promise<VectorCandidate[]> {
  const run = async (trx: SearchDb) => {
    await sql`set local hnsw.ef_search = ${sql.raw(String(efSearchFor(count)))}`.execute(trx);
    await sql`set local hnsw.iterative_scan = relaxed_order`.execute(trx);
    const distance = sql<number>`knowledge_chunks.embedding <=> ${toSql(vector)}::vector`;
    return readyChunksOf(trx.selectFrom('knowledge_chunks'), scope, model)
      .select(['knowledge_chunks.id', 'knowledge_chunks.document_id', distance.as('distance')])
      .orderBy(distance)
      .limit(Math.trunc(count))
      .execute();
  };
  const rows = db.isTransaction ? await run(db) : await db.transaction().execute(run);
  return rows.map((row) => ({ id: row.id, documentId: row.document_id, distance: Number(row.distance) })).sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1));
}
