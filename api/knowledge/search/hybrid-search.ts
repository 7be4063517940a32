import type { Embedder } from '../../../activities/knowledge/embedder-types';
import { reciprocalRankFusion } from '../../../domain/knowledge/rank-fusion';
import { candidateCount } from '../../../domain/knowledge/search-rules';
import type { SearchHit } from '../../../domain/knowledge/views';
import type { KnowledgeScope } from '../scope';
import { chunkHits } from './chunk-hits';
import type { SearchDb } from './db';
import { embedQuery } from './query-vector';
import { textCandidates } from './text-candidates';
import { vectorCandidates } from './vector-candidates';

/**
 * Hybrid search of the chunks in `scope`: the nearest chunks by cosine distance (HNSW) and the best
 * full-text matches, merged by reciprocal rank fusion; the top `limit` as hits, with highlights and
 * similarity. Only chunks of ready documents embedded by `embedder.model` take part.
 */
export async function hybridSearch(db: SearchDb, embedder: Embedder, scope: KnowledgeScope, query: string, limit: number): Promise<SearchHit[]> {
  const vector = await embedQuery(embedder, query);
  return hybridSearchWithVector(db, embedder.model, scope, query, vector, limit);
}

/** Hybrid search with the query's vector already computed. */
export async function hybridSearchWithVector(db: SearchDb, model: string, scope: KnowledgeScope, query: string, vector: readonly number[], limit: number): Promise<SearchHit[]> {
  const count = candidateCount(limit);
  const byVector = await vectorCandidates(db, scope, model, vector, count);
  const byText = await textCandidates(db, scope, model, query, count);
  const fused = reciprocalRankFusion([byVector.map((chunk) => chunk.id), byText.map((chunk) => chunk.id)]).slice(0, limit);
  return chunkHits(db, scope, fused, query, vector);
}
