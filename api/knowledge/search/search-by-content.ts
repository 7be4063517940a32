import type { Embedder } from '../../../activities/knowledge/embedder-types';
import { SEARCH_LIMITS } from '../../../domain/knowledge/search-rules';
import type { SearchHit } from '../../../domain/knowledge/views';
import { recordDocumentUses } from '../document-uses';
import type { KnowledgeScope } from '../scope';
import type { SearchDb } from './db';
import { hybridSearchWithVector } from './hybrid-search';
import { embedQuery } from './query-vector';

export interface ContentMatch {
  id: string;
  title: string;
  similarity: number;
  passages: SearchHit[];
}

export const SEARCH_BY_CONTENT_PURPOSE = 'search-by-content';

/**
 * Search by content, the retrieval the AI uses (seed 001 §9): hybrid search, grouped by document in the
 * order of each document's best hit; a document comes back when one of its passages has a cosine
 * similarity of at least `threshold`, with its passages that do (at most 3). Every document returned is
 * written to the privilege trail with the chunks handed over.
 */
export async function searchByContent(db: SearchDb, embedder: Embedder, scope: KnowledgeScope, query: string, threshold: number, limit: number, purpose = SEARCH_BY_CONTENT_PURPOSE): Promise<ContentMatch[]> {
  const vector = await embedQuery(embedder, query);
  const hits = await hybridSearchWithVector(db, embedder.model, scope, query, vector, Math.min(SEARCH_LIMITS.maxCandidates, Math.max(30, limit * 10)));
  const documents = new Map<string, ContentMatch>();
  for (const hit of hits) {
    if (hit.similarity === null || hit.similarity < threshold) continue;
    let document = documents.get(hit.documentId);
    if (!document) {
      if (documents.size >= limit) continue;
      document = { id: hit.documentId, title: hit.documentTitle, similarity: hit.similarity, passages: [] };
      documents.set(hit.documentId, document);
    }
    if (document.passages.length >= SEARCH_LIMITS.passagesPerDocument) continue;
    document.passages.push(hit);
    document.similarity = Math.max(document.similarity, hit.similarity);
  }
  const matches = [...documents.values()];
  await recordDocumentUses(db, {
    userId: scope.userId,
    matterId: scope.matterId,
    purpose,
    query,
    uses: matches.map((match) => ({ documentId: match.id, documentName: match.title, chunkIds: match.passages.map((passage) => passage.chunkId) })),
  });
  return matches;
}
