import type { CaseLawResult, CaseSearchQuery } from '../types';
import { reporterKey, type CitationParts } from './query';

/** One entry of the Caselaw Access Project's /ReportersMetadata.json. */
export interface CapReporter {
  id: number;
  slug: string;
  full_name: string;
  short_name: string;
  start_year?: number | null;
  end_year?: number | null;
  jurisdictions?: { id: number; name: string; name_long: string; slug?: string }[];
}

/** One entry of /{reporter}/{volume}/CasesMetadata.json. */
export interface CapCaseMetadata {
  id: number;
  name: string;
  name_abbreviation: string;
  decision_date: string;
  docket_number?: string;
  first_page: string;
  last_page: string;
  citations: { type: string; cite: string }[];
  court: { id: number; name: string; name_abbreviation: string };
  jurisdiction: { id: number; name: string; name_long: string };
  file_name: string;
}

/** /{reporter}/{volume}/cases/{file_name}.json: the metadata plus the case body. */
type CapCaseBody = { head_matter?: string; opinions?: { text: string; type: string; author?: string | null }[] };

/**
 * /{reporter}/{volume}/cases/{file_name}.json: the metadata plus the case body. The static files hold the body
 * directly; the closed CAP API wrapped it in `data`, which some copies of the files still carry.
 */
export interface CapCase extends CapCaseMetadata {
  casebody?: CapCaseBody & { data?: CapCaseBody };
}

/** The reporter a citation names, matched on its short name ("U.S.", "Cal. 4th") without spaces and periods. */
export function findCapReporter(reporters: CapReporter[], reporter: string): CapReporter | null {
  const key = reporterKey(reporter);
  return reporters.find((r) => reporterKey(r.short_name) === key) ?? null;
}

/** The cases of a volume that begin on the cited page, or carry the citation. */
export function findCapCases(cases: CapCaseMetadata[], cite: CitationParts): CapCaseMetadata[] {
  const wanted = `${cite.volume}${reporterKey(cite.reporter)}${cite.page}`;
  return cases.filter((c) => c.first_page === cite.page || c.citations.some((x) => reporterKey(x.cite) === wanted));
}

/** Whether a CAP case passes the query's jurisdiction, court and date filters. */
export function capCaseMatchesFilters(kase: CapCaseMetadata, query: CaseSearchQuery): boolean {
  const jurisdiction = query.jurisdiction?.trim().toLowerCase();
  if (jurisdiction && ![kase.jurisdiction.name, kase.jurisdiction.name_long].some((n) => n.toLowerCase() === jurisdiction || n.toLowerCase().replace(/\./g, '') === jurisdiction.replace(/\./g, ''))) {
    return false;
  }
  const court = query.court?.trim().toLowerCase();
  if (court && ![kase.court.name, kase.court.name_abbreviation].some((n) => n.toLowerCase().includes(court))) return false;
  if (query.dateRange?.start && kase.decision_date < query.dateRange.start) return false;
  if (query.dateRange?.end && kase.decision_date > query.dateRange.end) return false;
  return true;
}

/** Text cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:]$/, '')}…`;
}

export const CAP_SUMMARY_LENGTH = 500;

/**
 * A CAP case as a case-law result: the official citation, the court's name, the decision date, and the
 * opening of the majority opinion (or the head matter) as summary. A citation found in the static files is an
 * exact match: relevance 1.
 */
export function capCaseToResult(kase: CapCase, where: { baseUrl: string; reporterSlug: string; volume: string }): CaseLawResult {
  const official = kase.citations.find((c) => c.type === 'official') ?? kase.citations[0];
  const body = kase.casebody?.opinions || kase.casebody?.head_matter ? kase.casebody : kase.casebody?.data;
  const opinions = body?.opinions ?? [];
  const opinion = opinions.find((o) => o.type === 'majority') ?? opinions[0];
  const summary = cutText(opinion?.text || body?.head_matter || '', CAP_SUMMARY_LENGTH);
  return {
    id: `caselaw:${kase.id}`,
    name: kase.name_abbreviation || kase.name,
    citation: official?.cite ?? '',
    court: kase.court.name,
    date: kase.decision_date,
    summary,
    url: `${where.baseUrl}/${where.reporterSlug}/${where.volume}/html/${kase.file_name}.html`,
    relevance: 1,
    source: 'caselaw',
  };
}
