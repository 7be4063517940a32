import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { extractCitations } from '../../../domain/legal/citations/extract';
import { citationKey } from '../../../domain/legal/citations/keys';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import type { CheckedLegalCitation, FoundCitation } from '../../../domain/legal/types';
import type { KnowledgeScope } from '../../knowledge/scope';
import { lookUpCaseCitations, type CitationLookupEntry, type LookupOutcome } from './courtlistener-lookup';
import { findInFirmDocuments, type FirmDocumentHit } from './firm-documents';

const NOT_IN_DOCUMENTS = 'not found in your documents.';

/** Why CourtListener could not confirm a citation, in plain words (the start of the message). */
function silentReason(c: FoundCitation, lookup: LookupOutcome | null): string {
  if (c.kind === 'statute') return 'CourtListener does not check statutes';
  if (c.kind === 'regulation') return 'CourtListener does not check regulations';
  if (c.kind === 'wcab') return 'CourtListener does not cover WCAB panel decisions';
  if (c.kind === 'case_name') return 'A case name without a citation cannot be looked up';
  if (lookup && !lookup.ok) return lookup.reason === 'rate_limited' ? 'CourtListener asked us to wait before more look-ups' : 'CourtListener could not be reached';
  return 'CourtListener does not recognise this citation';
}

function courtListenerUrl(config: LegalServicesConfig, path: string): string {
  return path.startsWith('http') ? path : config.courtListener.baseUrl + path;
}

function inFirm(c: FoundCitation, hit: FirmDocumentHit, why: string): CheckedLegalCitation {
  return {
    ...c,
    state: 'in_firm_documents',
    source: 'firm_documents',
    url: null,
    detail: { message: `${why}; found in your document "${hit.documentTitle}".`, documentId: hit.documentId, documentTitle: hit.documentTitle },
  };
}

function fromCourtListener(
  config: LegalServicesConfig,
  c: FoundCitation,
  entry: CitationLookupEntry,
  hit: FirmDocumentHit | undefined,
): CheckedLegalCitation {
  const clusters = entry.clusters ?? [];
  if (entry.status === 200 && clusters[0]) {
    const cluster = clusters[0];
    return {
      ...c,
      state: 'verified',
      source: 'courtlistener',
      url: courtListenerUrl(config, cluster.absolute_url),
      detail: { message: `Found in CourtListener: ${sentence(cluster.case_name)}`, caseName: cluster.case_name },
    };
  }
  if (entry.status === 300) {
    return {
      ...c,
      state: 'ambiguous',
      source: 'courtlistener',
      url: null,
      detail: {
        message: `CourtListener has ${clusters.length} cases at this citation; check which one is meant.`,
        candidates: clusters.map((k) => ({ name: k.case_name, url: courtListenerUrl(config, k.absolute_url) })),
      },
    };
  }
  if (entry.status === 404 || entry.status === 400) {
    const why = entry.status === 404 ? "Not in CourtListener's database" : 'CourtListener does not know this reporter';
    if (hit) return inFirm(c, hit, why);
    return { ...c, state: entry.status === 404 ? 'not_found' : 'invalid_reporter', source: 'courtlistener', url: null, detail: { message: `${why}; ${NOT_IN_DOCUMENTS}` } };
  }
  // 429 for this citation (too many in one request) or anything else: CourtListener was silent.
  const why = entry.status === 429 ? 'CourtListener looked up too many citations at once' : 'CourtListener could not check this citation';
  if (hit) return inFirm(c, hit, why);
  return { ...c, state: 'unverified', source: null, url: null, detail: { message: `${why}; ${NOT_IN_DOCUMENTS}` } };
}

/**
 * Checks every citation of a text before it is shown (issue 14): full case citations with CourtListener's
 * citation-lookup API (200 verified, 300 ambiguous, 404 not found, 400 invalid reporter); where CourtListener is
 * silent (Cal.Comp.Cases, WCAB decisions, statutes, regulations, a 404, the service down or rate limited), the
 * person's own documents in the scopes the text belongs to (its matter, or outside matters), each document read
 * written to that matter's reading log; otherwise unverified with the reason in plain words. Short forms ("Id.", "supra",
 * "347 U.S. at 495") take the state of the citation they refer to. Never throws for a service failure.
 */
export async function checkCitations(
  db: Kysely<Database>,
  legal: LegalServicesConfig,
  scopes: readonly KnowledgeScope[],
  text: string,
  found?: FoundCitation[],
): Promise<CheckedLegalCitation[]> {
  const citations = found ?? extractCitations(text);
  const cases = citations.filter((c) => c.kind === 'case');
  const lookup = cases.length > 0 ? await lookUpCaseCitations(legal.courtListener, cases) : null;
  const needsFirm = citations.filter((c) => {
    if (c.kind === 'id' || c.kind === 'supra' || c.kind === 'short_case') return false;
    if (c.kind !== 'case' || !lookup?.ok) return true;
    const entry = lookup.entries.get(c.normalized);
    return !entry || (entry.status !== 200 && entry.status !== 300);
  });
  const firm = needsFirm.length > 0 ? await findInFirmDocuments(db, scopes, needsFirm) : new Map<string, FirmDocumentHit>();

  const checked: CheckedLegalCitation[] = [];
  for (const c of citations) {
    if (c.kind === 'id' || c.kind === 'supra' || c.kind === 'short_case') {
      const target = c.antecedent !== undefined ? checked[c.antecedent] : undefined;
      if (target && c.antecedent !== undefined && c.antecedent < checked.length) {
        checked.push({ ...c, state: target.state, source: target.source, url: target.url, detail: { ...target.detail, message: `Refers to ${target.text}. ${target.detail.message}` } });
      } else {
        checked.push({ ...c, state: 'unverified', source: null, url: null, detail: { message: 'Could not tell which earlier citation this refers to.' } });
      }
      continue;
    }
    const key = citationKey(c);
    const hit = key ? firm.get(key) : undefined;
    const entry = c.kind === 'case' && lookup?.ok ? lookup.entries.get(c.normalized) : undefined;
    if (entry) {
      checked.push(fromCourtListener(legal, c, entry, hit));
      continue;
    }
    const why = silentReason(c, lookup);
    checked.push(hit ? inFirm(c, hit, why) : { ...c, state: 'unverified', source: null, url: null, detail: { message: `${why}; ${NOT_IN_DOCUMENTS}` } });
  }
  return checked;
}

/** Ends a name with one full stop: case names often end in an abbreviation ("Appeals Bd."). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
