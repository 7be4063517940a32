/**
 * Related notebooks (seed 001 §3): a notebook near enough to another by the embedding model is a
 * 'related' hit (relevance 0.8) or, a little further away, a 'see also' hit (relevance 0.7).
 *
 * The cuts are on cosine similarity of the two notebooks' vectors (BGE small, whose unrelated texts
 * still score about 0.4–0.6): 0.75 and above is 'related', 0.65 up to 0.75 is 'see also', below is
 * not shown.
 */
import type { RelatedKind } from './views';

export const RELATED_RELEVANCE: Record<RelatedKind, number> = { related: 0.8, 'see-also': 0.7 };
export const RELATED_SIMILARITY = { related: 0.75, seeAlso: 0.65 } as const;
/** At most this many related notebooks are listed. */
export const RELATED_LIMIT = 8;

export function relatedKindOf(similarity: number): RelatedKind | null {
  if (!Number.isFinite(similarity)) return null;
  if (similarity >= RELATED_SIMILARITY.related) return 'related';
  if (similarity >= RELATED_SIMILARITY.seeAlso) return 'see-also';
  return null;
}

export interface RelatedCandidate {
  id: string;
  title: string;
  similarity: number;
}

/** Candidates as related content: kept only above the 'see also' cut, nearest first, at most RELATED_LIMIT. */
export function relatedContentOf(candidates: readonly RelatedCandidate[]) {
  return candidates
    .map((candidate) => ({ candidate, kind: relatedKindOf(candidate.similarity) }))
    .filter((entry): entry is { candidate: RelatedCandidate; kind: RelatedKind } => entry.kind !== null)
    .sort((a, b) => b.candidate.similarity - a.candidate.similarity)
    .slice(0, RELATED_LIMIT)
    .map(({ candidate, kind }) => ({
      type: 'notebook' as const,
      id: candidate.id,
      title: candidate.title,
      relevance: RELATED_RELEVANCE[kind],
      kind,
      similarity: Math.round(candidate.similarity * 1000) / 1000,
    }));
}
