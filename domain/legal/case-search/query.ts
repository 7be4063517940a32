import type { CaseSearchQuery } from '../types';
import { CASE_SEARCH_DEFAULT_LIMIT } from './constants';

/** A case citation's three parts, as written ("347 U.S. 483" → 347, "U.S.", 483). */
export interface CitationParts {
  volume: string;
  reporter: string;
  page: string;
}

/**
 * "<volume> <reporter> <page>" where the reporter is abbreviation tokens ending in a period and series marks
 * (2d, 4th): "347 U.S. 483", "40 Cal.4th 1313", "187 Cal. App. 4th 808", "74 S. Ct. 686".
 */
const CITATION = /\b(\d{1,4})\s+((?:[A-Z][A-Za-z]*\.\s?|\d(?:d|nd|rd|th)\b\s?)+)\s*(\d{1,5})\b/;

/** The first case citation written in a query, or null. */
export function citationInQuery(query: string): CitationParts | null {
  const match = CITATION.exec(query);
  if (!match) return null;
  return { volume: match[1]!, reporter: match[2]!.trim(), page: match[3]! };
}

/** Reporter abbreviations compared without spaces, periods or case ("Cal.App.4th" = "Cal. App. 4th"). */
export const reporterKey = (reporter: string): string => reporter.replace(/[\s.]/g, '').toLowerCase();

/** The query with defaults, trimmed and lower-cased where case does not matter: the cache key's source. */
export function normalizeCaseQuery(query: CaseSearchQuery): Required<Pick<CaseSearchQuery, 'query' | 'limit'>> & CaseSearchQuery {
  const clean = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
  const normalized: CaseSearchQuery & { limit: number } = { query: clean(query.query), limit: query.limit ?? CASE_SEARCH_DEFAULT_LIMIT };
  if (clean(query.jurisdiction)) normalized.jurisdiction = clean(query.jurisdiction);
  if (clean(query.court)) normalized.court = clean(query.court);
  const start = clean(query.dateRange?.start);
  const end = clean(query.dateRange?.end);
  if (start || end) normalized.dateRange = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
  return normalized;
}

/** The cache key of a query: equal for queries that differ only in case, spacing or left-out defaults. */
export function caseQueryKey(query: CaseSearchQuery): string {
  const q = normalizeCaseQuery(query);
  return JSON.stringify([q.query.toLowerCase(), (q.jurisdiction ?? '').toLowerCase(), (q.court ?? '').toLowerCase(), q.dateRange?.start ?? '', q.dateRange?.end ?? '', q.limit]);
}

/** CourtListener court ids by jurisdiction (its `court` filter takes ids separated by spaces). */
const JURISDICTION_COURTS: Record<string, string> = {
  california: 'cal calctapp',
  cal: 'cal calctapp',
  federal: 'scotus ca1 ca2 ca3 ca4 ca5 ca6 ca7 ca8 ca9 ca10 ca11 cadc cafc',
  'united states': 'scotus ca1 ca2 ca3 ca4 ca5 ca6 ca7 ca8 ca9 ca10 ca11 cadc cafc',
  us: 'scotus ca1 ca2 ca3 ca4 ca5 ca6 ca7 ca8 ca9 ca10 ca11 cadc cafc',
  'new york': 'ny nyappdiv',
  texas: 'tex texapp texcrimapp',
  illinois: 'ill illappct',
  pennsylvania: 'pa pasuperct pacommwct',
  massachusetts: 'mass massappct',
  ohio: 'ohio ohioctapp',
};

/** CourtListener court ids by court name. */
const COURT_IDS: Record<string, string> = {
  'supreme court of the united states': 'scotus',
  'united states supreme court': 'scotus',
  'u.s. supreme court': 'scotus',
  'supreme court of california': 'cal',
  'california supreme court': 'cal',
  'california court of appeal': 'calctapp',
  'court of appeal of california': 'calctapp',
  'ninth circuit': 'ca9',
  'court of appeals for the ninth circuit': 'ca9',
};

/** Jurisdictions offered as suggestions on the search form (each one maps to CourtListener court ids above). */
export const SUGGESTED_JURISDICTIONS = ['California', 'Federal', 'New York', 'Texas', 'Illinois', 'Pennsylvania', 'Massachusetts', 'Ohio'] as const;

/** Courts offered as suggestions on the search form (each one maps to a CourtListener court id above). */
export const SUGGESTED_COURTS = ['California Supreme Court', 'California Court of Appeal', 'U.S. Supreme Court', 'Court of Appeals for the Ninth Circuit'] as const;

/** A court filter that is already CourtListener ids ("cal calctapp"). */
const COURT_ID_LIST = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * How a query's jurisdiction and court become CourtListener's `court` filter: ids pass as they are, known
 * names become ids; a court name it does not know is matched against each result's court instead.
 */
export function courtListenerCourtFilter(query: CaseSearchQuery): { court?: string; courtNameContains?: string } {
  const court = query.court?.trim();
  if (court) {
    const id = COURT_IDS[court.toLowerCase()];
    if (id) return { court: id };
    if (COURT_ID_LIST.test(court)) return { court };
    return { courtNameContains: court.toLowerCase() };
  }
  const jurisdiction = query.jurisdiction?.trim().toLowerCase();
  if (jurisdiction && JURISDICTION_COURTS[jurisdiction]) return { court: JURISDICTION_COURTS[jurisdiction] };
  return {};
}
