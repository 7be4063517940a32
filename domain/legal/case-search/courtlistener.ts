import type { CaseLawResult } from '../types';

/** One result of CourtListener's search API v4 with type=o (opinion clusters). */
export interface CourtListenerSearchResult {
  cluster_id: number;
  caseName: string;
  caseNameFull?: string;
  citation?: string[];
  court?: string;
  court_id?: string;
  court_citation_string?: string;
  dateFiled?: string | null;
  docketNumber?: string;
  absolute_url: string;
  meta?: { score?: { bm25?: number } };
  opinions?: { id: number; snippet?: string; type?: string }[];
}

/** CourtListener's search reply: a cursor page of 20. */
export interface CourtListenerSearchPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: CourtListenerSearchResult[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Snippet text without its HTML (<mark> highlights and the like) and with entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A CourtListener result as a case-law result: name = caseName, citation = the first citation, court =
 * the court's name, date = dateFiled, summary = the opinions' snippets joined without HTML, url = the
 * CourtListener base + absolute_url, id = `courtlistener:{cluster_id}`.
 */
export function courtListenerResultToCase(result: CourtListenerSearchResult, baseUrl: string, relevance: number): CaseLawResult {
  const snippets = (result.opinions ?? []).map((o) => stripHtml(o.snippet ?? '')).filter(Boolean);
  return {
    id: `courtlistener:${result.cluster_id}`,
    name: result.caseName || result.caseNameFull || '',
    citation: result.citation?.[0] ?? '',
    court: result.court ?? result.court_citation_string ?? '',
    date: (result.dateFiled ?? '').slice(0, 10),
    summary: [...new Set(snippets)].join(' … '),
    url: baseUrl + result.absolute_url,
    relevance: Math.round(relevance * 1000) / 1000,
    source: 'courtlistener',
  };
}

/** Relevance 0–1 from CourtListener's bm25 scores (relative to the best on the page), else from the rank. */
export function courtListenerRelevance(results: CourtListenerSearchResult[]): number[] {
  const scores = results.map((r) => r.meta?.score?.bm25);
  const best = Math.max(0, ...scores.map((s) => s ?? 0));
  return results.map((_, i) => {
    const score = scores[i];
    return best > 0 && score !== undefined ? score / best : 1 - i / Math.max(1, results.length);
  });
}
