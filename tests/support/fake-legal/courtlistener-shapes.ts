/** CourtListener REST v4 shapes (search results, clusters), its snippets, query terms, dates and cursors, for a fake case. */
import { slugify, type Corpus, type FakeCase } from './corpus';

export function clusterUrl(kase: FakeCase): string {
  return `/opinion/${kase.clusterId}/${slugify(kase.nameAbbreviation)}/`;
}

/** CourtListener spells reporters its own way ("Cal. App. 4th" stays, "347 U.S. 483"). */
export function clCitations(kase: FakeCase): string[] {
  return kase.citations.map((c) => c.cite);
}

export function clSearchResult(corpus: Corpus, kase: FakeCase, terms: string[], baseUrl: string, score: number) {
  const court = corpus.courts[kase.court]!;
  const text = kase.opinions.map((o) => o.text).join(' ');
  return {
    absolute_url: clusterUrl(kase),
    attorney: '',
    caseName: kase.nameAbbreviation,
    caseNameFull: kase.name,
    citation: clCitations(kase),
    citeCount: 0,
    cluster_id: kase.clusterId,
    court: court.clName ?? court.name,
    court_citation_string: court.clCitation,
    court_id: kase.court,
    dateArgued: null,
    dateFiled: kase.decisionDate,
    dateReargued: null,
    dateReargumentDenied: null,
    docketNumber: kase.docketNumber,
    docket_id: kase.docketId ?? kase.clusterId,
    judge: kase.judges.join(', '),
    lexisCite: '',
    meta: { timestamp: '2024-01-01T00:00:00Z', date_created: '2024-01-01T00:00:00Z', score: { bm25: score } },
    neutralCite: '',
    non_participating_judge_ids: [],
    opinions: [
      {
        author_id: null,
        cites: [],
        download_url: null,
        id: kase.opinionId ?? kase.clusterId,
        joined_by_ids: [],
        local_path: null,
        meta: { timestamp: '2024-01-01T00:00:00Z', date_created: '2024-01-01T00:00:00Z' },
        per_curiam: false,
        sha1: '',
        snippet: snippet(text, terms),
        type: '020lead',
      },
    ],
    panel_ids: [],
    panel_names: [],
    posture: '',
    procedural_history: '',
    scdb_id: '',
    sibling_ids: [kase.opinionId ?? kase.clusterId],
    source: 'C',
    status: 'Published',
    suitNature: '',
    syllabus: kase.headMatter,
    resource_uri: `${baseUrl}/api/rest/v4/clusters/${kase.clusterId}/`,
  };
}

/** A fragment around the first matched term, terms highlighted with <mark> as CourtListener does. */
export function snippet(text: string, terms: string[]): string {
  const lower = text.toLowerCase();
  const at = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 80)) + 1);
  let fragment = text.slice(start, start + 240);
  for (const term of terms) {
    if (!term) continue;
    fragment = fragment.replace(new RegExp(`(${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'), '<mark>$1</mark>');
  }
  return (start > 0 ? '…' : '') + fragment + (start + 240 < text.length ? '…' : '');
}

export function searchTerms(q: string): { phrases: string[]; words: string[] } {
  const phrases = [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
  const rest = q.replace(/"[^"]*"/g, ' ');
  const words = rest
    .toLowerCase()
    .split(/[^a-z0-9.'§]+/)
    .map((w) => w.replace(/^[.']+|[.']+$/g, ''))
    .filter((w) => w && !['and', 'or', 'not', 'the', 'of', 'a', 'an', 'in', 'v', 'to'].includes(w));
  return { phrases, words };
}

export function clusterObject(corpus: Corpus, kase: FakeCase, baseUrl: string) {
  const court = corpus.courts[kase.court]!;
  return {
    resource_uri: `${baseUrl}/api/rest/v4/clusters/${kase.clusterId}/`,
    id: kase.clusterId,
    absolute_url: clusterUrl(kase),
    panel: [],
    non_participating_judges: [],
    docket_id: kase.docketId ?? kase.clusterId,
    sub_opinions: [`${baseUrl}/api/rest/v4/opinions/${kase.opinionId ?? kase.clusterId}/`],
    citations: kase.citations.map((c) => {
      const m = /^(\S+)\s+(.+)\s+(\S+)$/.exec(c.cite)!;
      return { volume: Number(m[1]), reporter: m[2], page: m[3], type: c.type === 'official' ? 1 : 2 };
    }),
    date_filed: kase.decisionDate,
    judges: kase.judges.join(', '),
    case_name_short: kase.nameAbbreviation.split(' v. ')[0],
    case_name: kase.nameAbbreviation,
    case_name_full: kase.name,
    court_id: kase.court,
    court: court.clName ?? court.name,
    syllabus: kase.headMatter,
    precedential_status: 'Published',
    citation_count: 0,
    blocked: false,
  };
}

/** CourtListener takes ISO days or MM/DD/YYYY; '' or absent → undefined; anything else → null (a 400). */
export function parseClDate(value: string | null): string | undefined | null {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return null;
}

export function decodeCursor(cursor: string | null): number {
  if (!cursor) return 0;
  const m = /^o=(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : 0;
}
