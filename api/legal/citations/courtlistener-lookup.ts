import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import type { FoundCitation } from '../../../domain/legal/types';
import { courtListenerJson, CourtListenerRateLimited } from '../courtlistener/client';

/** One entry of CourtListener's citation-lookup reply (API v4). */
export interface CitationLookupEntry {
  citation: string;
  normalized_citations: string[];
  start_index: number | null;
  end_index: number | null;
  status: number;
  error_message: string;
  clusters: { id: number; absolute_url: string; case_name: string; date_filed?: string }[];
}

/** CourtListener looks up at most this many citations per request. */
export const LOOKUP_BATCH = 250;

export type LookupOutcome =
  | { ok: true; entries: Map<string, CitationLookupEntry> }
  | { ok: false; reason: 'unreachable' | 'rate_limited' };

/**
 * Looks up full case citations (by their normalized form) with CourtListener's citation-lookup API. Only the
 * citations are sent, one a line — never the text around them. Answers per normalized citation.
 */
export async function lookUpCaseCitations(config: LegalServicesConfig['courtListener'], citations: FoundCitation[]): Promise<LookupOutcome> {
  const unique = [...new Set(citations.map((c) => c.normalized))];
  const entries = new Map<string, CitationLookupEntry>();
  try {
    for (let i = 0; i < unique.length; i += LOOKUP_BATCH) {
      const batch = unique.slice(i, i + LOOKUP_BATCH);
      const starts: number[] = [];
      let text = '';
      for (const cite of batch) {
        starts.push(text.length);
        text += `${cite}\n`;
      }
      const reply = await courtListenerJson<CitationLookupEntry[]>(config, { path: '/api/rest/v4/citation-lookup/', method: 'POST', form: { text } });
      for (const entry of Array.isArray(reply) ? reply : []) {
        // Which line it came from: by its position, else by its normalized form.
        const line = entry.start_index !== null ? starts.findLastIndex((s) => s <= (entry.start_index ?? -1)) : -1;
        const cite = line >= 0 ? batch[line] : batch.find((c) => entry.normalized_citations?.includes(c));
        if (cite && !entries.has(cite)) entries.set(cite, entry);
      }
    }
    return { ok: true, entries };
  } catch (error) {
    return { ok: false, reason: error instanceof CourtListenerRateLimited ? 'rate_limited' : 'unreachable' };
  }
}
