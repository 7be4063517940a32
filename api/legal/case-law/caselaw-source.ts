import { LRUCache } from 'lru-cache';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import {
  capCaseMatchesFilters,
  capCaseToResult,
  findCapCases,
  findCapReporter,
  type CapCase,
  type CapCaseMetadata,
  type CapReporter,
} from '../../../domain/legal/case-search/caselaw';
import { citationInQuery } from '../../../domain/legal/case-search/query';
import type { CaseSource } from '../../../domain/legal/case-search/search';

/** How long one request for a static file may take before the service counts as failed. */
export const CASELAW_TIMEOUT_MS = 10_000;
/** The reporters list changes rarely (the collection is closed): kept for a day. */
const REPORTERS_TTL_MS = 24 * 60 * 60 * 1000;

export class CaselawError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'CaselawError';
  }
}

/** A static file as JSON; null for a 404 (the file is not there: no such reporter, volume or case). */
async function staticJson<T>(baseUrl: string, path: string): Promise<T | null> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(CASELAW_TIMEOUT_MS) });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new CaselawError(response.status, `The Caselaw Access Project answered ${response.status} for ${path}`);
  }
  return (await response.json()) as T;
}

/**
 * The Caselaw Access Project's static files as a case source. They cannot be searched by text: a citation in
 * the query ("347 U.S. 483") is resolved to its case — ReportersMetadata.json gives the reporter's slug, the
 * volume's CasesMetadata.json the case on that page, cases/{file_name}.json its text. A query without a
 * citation is not asked (null).
 */
export function createCaselawSource(config: LegalServicesConfig['caselaw']): CaseSource {
  const files = new LRUCache<string, object>({ max: 200, ttl: REPORTERS_TTL_MS });
  const cachedJson = async <T extends object>(path: string): Promise<T | null> => {
    const hit = files.get(path) as T | undefined;
    if (hit) return hit;
    const value = await staticJson<T>(config.baseUrl, path);
    if (value !== null) files.set(path, value);
    return value;
  };

  return async (query, limit) => {
    const cite = citationInQuery(query.query);
    if (!cite) return null;
    const reporters = await cachedJson<CapReporter[]>('/ReportersMetadata.json');
    if (reporters === null) throw new CaselawError(404, 'The Caselaw Access Project has no ReportersMetadata.json');
    const reporter = findCapReporter(reporters, cite.reporter);
    if (!reporter) return [];
    const volume = await cachedJson<CapCaseMetadata[]>(`/${reporter.slug}/${cite.volume}/CasesMetadata.json`);
    if (!volume) return [];
    const cases = findCapCases(volume, cite).filter((c) => capCaseMatchesFilters(c, query)).slice(0, limit);
    const results = [];
    for (const metadata of cases) {
      const full = (await staticJson<CapCase>(config.baseUrl, `/${reporter.slug}/${cite.volume}/cases/${metadata.file_name}.json`)) ?? metadata;
      results.push(capCaseToResult(full, { baseUrl: config.baseUrl, reporterSlug: reporter.slug, volume: cite.volume }));
    }
    return results;
  };
}
