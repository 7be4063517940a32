import type { Embedder } from '../../../activities/knowledge/embedder-types';
import { inScope, type KnowledgeScope } from '../scope';
import type { SearchDb } from './db';
import { embedQuery } from './query-vector';
import { vectorCandidates } from './vector-candidates';

export interface DocumentMatch {
  id: string;
  title: string;
  similarity: number;
}

/** Nearest chunks looked at per document wanted: a document's best chunk is found among them. */
const CHUNKS_PER_DOCUMENT = 10;

/**
 * The seed's `match_documents`: the documents in scope whose best chunk has a cosine similarity to the
 * query of at least `threshold`, most similar first, at most `count`.
 */
export async function matchDocuments(db: SearchDb, embedder: Embedder, scope: KnowledgeScope, query: string, threshold: number, count: number): Promise<DocumentMatch[]> {
  const vector = await embedQuery(embedder, query);
  const chunks = await vectorCandidates(db, scope, embedder.model, vector, Math.min(1000, Math.max(100, count * CHUNKS_PER_DOCUMENT)));
  const best = new Map<string, number>();
  for (const chunk of chunks) {
    const similarity = 1 - chunk.distance;
    if (similarity >= threshold && !best.has(chunk.documentId)) best.set(chunk.documentId, similarity);
  }
  const chosen = [...best.entries()].slice(0, count);
  if (chosen.length === 0) return [];
  const titles = await db
    .selectFrom('knowledge_documents')
    .where(inScope<'knowledge_documents'>(scope))
    .where(
      'id',
      'in',
      chosen.map(([id]) => id),
    )
    .select(['id', 'name'])
    .execute();
  const titleOf = new Map(titles.map((row) => [row.id, row.name]));
  return chosen.flatMap(([id, similarity]) => {
    const title = titleOf.get(id);
    return title === undefined ? [] : [{ id, title, similarity }];
  });
}
