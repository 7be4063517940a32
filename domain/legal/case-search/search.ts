import type { CaseLawResult, CaseSearchQuery, CaseSourceOutcome, CaseSourceOutcomes } from '../types';
import { CASE_SEARCH_MERGE_LIMIT, CASE_SEARCH_SOURCE_LIMIT, LANDMARK_CASES } from './constants';
import { mergeCaseResults } from './merge';
import { caseQueryKey, normalizeCaseQuery } from './query';

/**
 * One case-law service: its results for a query, at most `limit`; `null` when it has nothing to be asked
 * (the Caselaw Access Project's static files answer only a citation). Throws when the service fails.
 */
export type CaseSource = (query: CaseSearchQuery, limit: number) => Promise<CaseLawResult[] | null>;

export interface CaseSearchOutcome {
  results: CaseLawResult[];
  sources: CaseSourceOutcomes;
  fallback: boolean;
  /** Whether the answer came from the cache. */
  cached: boolean;
}

/** Where answers are kept (an LRU of CASE_CACHE_SIZE entries in the API). */
export interface CaseSearchCache {
  get(key: string): Omit<CaseSearchOutcome, 'cached'> | undefined;
  set(key: string, value: Omit<CaseSearchOutcome, 'cached'>): void;
}

/**
 * Seed 001 §7–§9: the Caselaw Access Project first, CourtListener only when it returned fewer than
 * CASE_SEARCH_MERGE_LIMIT; CASE_SEARCH_SOURCE_LIMIT asked of each; merged and de-duplicated by name plus
 * citation keeping the longer summary; a failing service gives []; when every service asked failed, the
 * built-in landmark cases (fallback). Answers where no service failed are cached by the normalized query.
 */
export async function searchCaseLaw(
  query: CaseSearchQuery,
  services: { caselaw: CaseSource; courtlistener: CaseSource },
  cache?: CaseSearchCache,
): Promise<CaseSearchOutcome> {
  const normalized = normalizeCaseQuery(query);
  const key = caseQueryKey(normalized);
  const hit = cache?.get(key);
  if (hit) return { ...hit, cached: true };

  const ask = async (source: CaseSource): Promise<{ outcome: CaseSourceOutcome; results: CaseLawResult[] }> => {
    try {
      const results = await source(normalized, CASE_SEARCH_SOURCE_LIMIT);
      return results === null ? { outcome: 'skipped', results: [] } : { outcome: 'answered', results: results.slice(0, CASE_SEARCH_SOURCE_LIMIT) };
    } catch {
      return { outcome: 'failed', results: [] };
    }
  };

  const first = await ask(services.caselaw);
  const second = first.results.length < CASE_SEARCH_MERGE_LIMIT ? await ask(services.courtlistener) : { outcome: 'skipped' as const, results: [] };
  const sources: CaseSourceOutcomes = { caselaw: first.outcome, courtlistener: second.outcome };
  const asked = [first.outcome, second.outcome].filter((o) => o !== 'skipped');
  const fallback = asked.length > 0 && asked.every((o) => o === 'failed');
  const results = fallback ? LANDMARK_CASES.map((c) => ({ ...c })) : mergeCaseResults(first.results, second.results).slice(0, normalized.limit);
  const outcome = { results, sources, fallback };
  if (!asked.includes('failed')) cache?.set(key, outcome);
  return { ...outcome, cached: false };
}
