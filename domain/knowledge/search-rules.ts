/**
 * The numbers of knowledge-base search. Seed 001 §7 and §9: `match_documents` with match_threshold 0.7 and
 * match_count 10 (the semantic-search defaults); search by content with threshold 0.6 and at most 3
 * documents (the context the AI is given).
 */
export const MATCH_DOCUMENTS_DEFAULTS = { threshold: 0.7, count: 10 } as const;
export const SEARCH_BY_CONTENT_DEFAULTS = { threshold: 0.6, limit: 3 } as const;

export const SEARCH_LIMITS = {
  /** Hits of a search when the request names no limit, and the most it may ask for. */
  defaultHits: 10,
  maxHits: 50,
  maxMatchCount: 50,
  maxContentDocuments: 10,
  /** Passages of one document handed over by search by content. */
  passagesPerDocument: 3,
  queryCharacters: 2000,
  /** Candidates each retriever (vector, full text) brings to the fusion: this many times the hits wanted… */
  candidateFactor: 4,
  /** …and never fewer than this. */
  minCandidates: 40,
  maxCandidates: 400,
} as const;

export const BLANK_QUERY_MESSAGE = 'Type something to search for.';
export const QUERY_TOO_LONG_MESSAGE = `A search can be at most ${SEARCH_LIMITS.queryCharacters} characters long.`;

/** How many candidates each retriever brings for `hits` results. */
export function candidateCount(hits: number): number {
  return Math.min(SEARCH_LIMITS.maxCandidates, Math.max(SEARCH_LIMITS.minCandidates, hits * SEARCH_LIMITS.candidateFactor));
}

/**
 * The HNSW search breadth (pgvector's `hnsw.ef_search`) for `candidates` results: at least the number
 * asked for (pgvector returns no more than ef_search rows per scan pass), with room for recall.
 */
export function efSearchFor(candidates: number): number {
  return Math.min(1000, Math.max(100, candidates * 2));
}

/**
 * The text embedded for a search query. BGE models are trained to compare a short query, prefixed with
 * their retrieval instruction, against passages embedded without it; other models take the query as it is.
 */
export function queryTextForEmbedding(model: string, query: string): string {
  return /^bge-.*-en/i.test(model) ? `${BGE_QUERY_INSTRUCTION}${query.trim()}` : query.trim();
}

export const BGE_QUERY_INSTRUCTION = 'Represent this sentence for searching relevant passages: ';

/** The query as typed, trimmed; null when blank. */
export function normaliseQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed.length === 0 ? null : trimmed;
}
