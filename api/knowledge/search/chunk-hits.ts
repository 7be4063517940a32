import { sql } from 'kysely';
import { toSql } from 'pgvector';
import { highlightSpans } from '../../../domain/knowledge/highlights';
import type { SearchHit } from '../../../domain/knowledge/views';
import { inScope, type KnowledgeScope } from '../scope';
import type { SearchDb } from './db';

export interface RankedChunk {
  id: string;
  score: number;
}

/**
 * The hits for ranked chunk ids, in their order: each chunk's passage with its place in the document, the
 * document's title, the query's words highlighted and the cosine similarity to the query vector. The scope
 * is applied again, so an id from anywhere else can never become a hit.
 */
export async function chunkHits(db: SearchDb, scope: KnowledgeScope, ranked: readonly RankedChunk[], query: string, vector: readonly number[]): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const rows = await db
    .selectFrom('knowledge_chunks')
    .where(inScope<'knowledge_chunks'>(scope))
    .where(
      'knowledge_chunks.id',
      'in',
      ranked.map((chunk) => chunk.id),
    )
    .select((eb) => [
      'knowledge_chunks.id',
      'knowledge_chunks.document_id',
      'knowledge_chunks.matter_id',
      'knowledge_chunks.page',
      'knowledge_chunks.heading_path',
      'knowledge_chunks.char_start',
      'knowledge_chunks.char_end',
      'knowledge_chunks.text',
      eb.selectFrom('knowledge_documents as document').select('document.name').whereRef('document.id', '=', 'knowledge_chunks.document_id').as('title'),
      sql<number | null>`1 - (knowledge_chunks.embedding <=> ${toSql(vector)}::vector)`.as('similarity'),
    ])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ranked.flatMap(({ id, score }) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        documentId: row.document_id,
        documentTitle: row.title ?? '',
        matterId: row.matter_id,
        chunkId: row.id,
        page: row.page,
        headingPath: row.heading_path,
        charStart: row.char_start,
        charEnd: row.char_end,
        text: row.text,
        highlights: highlightSpans(row.text, query),
        score,
        similarity: row.similarity === null ? null : Number(row.similarity),
      },
    ];
  });
}
