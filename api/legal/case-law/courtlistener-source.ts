import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import { courtListenerRelevance, courtListenerResultToCase, type CourtListenerSearchPage } from '../../../domain/legal/case-search/courtlistener';
import { courtListenerCourtFilter } from '../../../domain/legal/case-search/query';
import type { CaseSource } from '../../../domain/legal/case-search/search';
import { courtListenerJson } from '../courtlistener/client';

export const COURTLISTENER_SEARCH_PATH = '/api/rest/v4/search/';

/**
 * CourtListener's search API v4 (type=o: case-law opinion clusters) as a case source: q, court, filed_after,
 * filed_before; the first cursor page (20) holds more than the results asked of one source.
 */
export function createCourtListenerSource(config: LegalServicesConfig['courtListener']): CaseSource {
  return async (query, limit) => {
    const filter = courtListenerCourtFilter(query);
    const page = await courtListenerJson<CourtListenerSearchPage>(config, {
      path: COURTLISTENER_SEARCH_PATH,
      query: {
        type: 'o',
        q: query.query,
        court: filter.court,
        filed_after: query.dateRange?.start,
        filed_before: query.dateRange?.end,
      },
    });
    const results = filter.courtNameContains
      ? page.results.filter((r) => [r.court, r.court_citation_string].some((n) => n?.toLowerCase().includes(filter.courtNameContains!)))
      : page.results;
    const relevance = courtListenerRelevance(results);
    return results.slice(0, limit).map((result, i) => courtListenerResultToCase(result, config.baseUrl, relevance[i]!));
  };
}
