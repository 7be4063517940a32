import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/schema';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import type { CaseSearchQuery } from '../../../domain/legal/types';
import { CASE_CACHE_SIZE } from '../../../domain/legal/case-search/constants';
import { normalizeCaseQuery } from '../../../domain/legal/case-search/query';
import { searchCaseLaw, type CaseSearchCache, type CaseSearchOutcome, type CaseSource } from '../../../domain/legal/case-search/search';
import { publishLive } from '../../live/publish';
import { createCaselawSource } from './caselaw-source';
import { createCourtListenerSource } from './courtlistener-source';

export interface CaseSearchService {
  /** Searches (network first, outside any transaction), then records the search in the person's history. */
  search(userId: string, query: CaseSearchQuery): Promise<CaseSearchOutcome & { searchId: string }>;
}

/** The case cache of seed 001 §9: CASE_CACHE_SIZE entries, the least recently used evicted first. */
export function createCaseSearchCache(max = CASE_CACHE_SIZE): CaseSearchCache & { readonly size: number } {
  const lru = new LRUCache<string, ReturnType<CaseSearchCache['get']> & object>({ max });
  return {
    get: (key) => lru.get(key),
    set: (key, value) => void lru.set(key, value),
    get size() {
      return lru.size;
    },
  };
}

export function createCaseSearchService(
  db: Kysely<Database>,
  legal: LegalServicesConfig,
  sources: { caselaw: CaseSource; courtlistener: CaseSource } = { caselaw: createCaselawSource(legal.caselaw), courtlistener: createCourtListenerSource(legal.courtListener) },
  cache: CaseSearchCache = createCaseSearchCache(),
): CaseSearchService {
  return {
    async search(userId, query) {
      const outcome = await searchCaseLaw(query, sources, cache);
      const searchId = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('case_searches')
          .values({
            user_id: userId,
            query: JSON.stringify(normalizeCaseQuery(query)),
            results: JSON.stringify(outcome.results),
            sources: JSON.stringify(outcome.sources),
            fallback: outcome.fallback,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await publishLive(trx, userId, 'legal.changed', { searchId: row.id });
        return row.id;
      });
      return { ...outcome, searchId };
    },
  };
}
