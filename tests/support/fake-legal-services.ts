/**
 * Fake public case-law services on loopback, serving the services' real documented JSON:
 * - the Caselaw Access Project's static files (static.case.law): /ReportersMetadata.json,
 *   /{reporter}/ReporterMetadata.json, /{reporter}/VolumesMetadata.json, /{reporter}/{volume}/VolumeMetadata.json,
 *   /{reporter}/{volume}/CasesMetadata.json, /{reporter}/{volume}/cases/{file_name}.json and html/{file_name}.html;
 * - CourtListener's REST API v4: GET /api/rest/v4/search/?type=o (cursor pages of 20) and
 *   POST /api/rest/v4/citation-lookup/ (form `text`, or `volume` + `reporter` + `page`).
 * Both live on one port under /caselaw and /courtlistener. The corpus is tests/support/fake-legal/cases.json.
 *
 * Runnable for the browser tests: `node --import tsx tests/support/fake-legal-services.ts --port 3198 [--token T]`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface FakeCourt {
  capId: number;
  name: string;
  nameAbbreviation: string;
  clName?: string;
  clCitation: string;
  jurisdiction: string;
}

export interface FakeCase {
  /** null: not in the Caselaw Access Project (e.g. decided after its collection ends). */
  capId: number | null;
  /** null: not in CourtListener. */
  clusterId: number | null;
  opinionId?: number;
  docketId?: number;
  name: string;
  nameAbbreviation: string;
  decisionDate: string;
  docketNumber: string;
  /** A key of the corpus's courts (also CourtListener's court id). */
  court: string;
  /** The CAP reporter slug. */
  reporter: string;
  volume: string;
  firstPage: string;
  lastPage: string;
  citations: { type: 'official' | 'parallel'; cite: string }[];
  judges: string[];
  headMatter: string;
  opinions: { type: string; author: string; text: string }[];
}

interface Corpus {
  courts: Record<string, FakeCourt>;
  jurisdictions: Record<string, { id: number; name: string; name_long: string; slug: string }>;
  reporters: { id: number; slug: string; full_name: string; short_name: string; start_year: number; end_year: number; jurisdiction: string }[];
  cases: FakeCase[];
}

export interface FakeRequest {
  service: 'caselaw' | 'courtlistener' | 'other';
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeLegalServices {
  /** The server's root, e.g. http://127.0.0.1:3198. */
  url: string;
  /** Base URL of the Caselaw Access Project's static files (CASELAW_BASE_URL). */
  caselawUrl: string;
  /** Base URL of CourtListener (COURTLISTENER_BASE_URL). */
  courtListenerUrl: string;
  requests: FakeRequest[];
  /** The next `times` (default 1) requests to that service answer `status`. */
  failNext(service: 'caselaw' | 'courtlistener', status: number, times?: number): void;
  /** The next CourtListener request answers 429 with Retry-After: seconds. */
  rateLimitNext(seconds: number): void;
  close(): Promise<void>;
}

export interface FakeLegalServicesOptions {
  port?: number;
  /** When set, CourtListener requests need `Authorization: Token <token>`. */
  token?: string;
  /** Cases added to the corpus (e.g. a second case at the same citation, to see an ambiguous lookup). */
  extraCases?: FakeCase[];
  /** Wait this long before answering each request (latency of a real service). */
  delayMs?: number;
}

export function loadFakeCorpus(): Corpus {
  return JSON.parse(readFileSync(path.join(here, 'fake-legal', 'cases.json'), 'utf8')) as Corpus;
}

/**
 * Reporters the fake CourtListener knows, as CourtListener normalizes them (reporters-db spellings). A
 * citation in a text with a reporter outside this list is not recognised at all (eyecite would not parse it),
 * as Cal.Comp.Cases and WCAB panel decisions are not.
 */
export const FAKE_COURTLISTENER_REPORTERS = [
  'U.S.', 'S. Ct.', 'L. Ed.', 'L. Ed. 2d', 'F.', 'F.2d', 'F.3d', 'F.4th', 'F. Supp.', 'F. Supp. 2d', 'F. Supp. 3d',
  'Cal.', 'Cal. 2d', 'Cal. 3d', 'Cal. 4th', 'Cal. 5th', 'Cal. App.', 'Cal. App. 2d', 'Cal. App. 3d', 'Cal. App. 4th', 'Cal. App. 5th',
  'Cal. Rptr.', 'Cal. Rptr. 2d', 'Cal. Rptr. 3d', 'P.', 'P.2d', 'P.3d', 'N.Y.', 'N.Y.2d', 'N.Y.3d', 'N.E.', 'N.E.2d', 'N.E.3d',
  'Tex.', 'S.W.', 'S.W.2d', 'S.W.3d', 'Ill.', 'Ill. 2d', 'Pa.', 'A.', 'A.2d', 'A.3d', 'Mass.', 'Ohio St.', 'Ohio St. 2d', 'Ohio St. 3d',
];
const reporterKey = (reporter: string): string => reporter.replace(/[\s.]/g, '').toLowerCase();
const KNOWN_REPORTERS = new Map(FAKE_COURTLISTENER_REPORTERS.map((r) => [reporterKey(r), r]));

/** "<volume> <reporter> <page>": a reporter is abbreviation tokens ending in a period, and series like 2d / 4th. */
const CITE_PATTERN = /\b(\d{1,4})\s+((?:[A-Z][A-Za-z]*\.\s?|\d(?:d|nd|rd|th)\b\s?)+)\s*(\d{1,5})\b/g;

const slugify = (name: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 75);

export function fileName(kase: FakeCase, all: FakeCase[]): string {
  const samePage = all.filter((c) => c.capId !== null && c.reporter === kase.reporter && c.volume === kase.volume && c.firstPage === kase.firstPage);
  const index = samePage.indexOf(kase) + 1;
  return `${kase.firstPage.padStart(4, '0')}-${String(index).padStart(2, '0')}`;
}

function capCaseMetadata(corpus: Corpus, kase: FakeCase) {
  const court = corpus.courts[kase.court]!;
  const jurisdiction = corpus.jurisdictions[court.jurisdiction]!;
  const pageOrder = Number(kase.firstPage);
  return {
    id: kase.capId,
    name: kase.name,
    name_abbreviation: kase.nameAbbreviation,
    decision_date: kase.decisionDate,
    docket_number: kase.docketNumber,
    first_page: kase.firstPage,
    last_page: kase.lastPage,
    citations: kase.citations,
    court: { name_abbreviation: court.nameAbbreviation, id: court.capId, name: court.name },
    jurisdiction: { id: jurisdiction.id, name_long: jurisdiction.name_long, name: jurisdiction.name },
    cites_to: [],
    analysis: { word_count: kase.opinions.reduce((n, o) => n + o.text.split(/\s+/).length, 0) },
    last_updated: '2023-12-01T00:00:00+00:00',
    provenance: { date_added: '2019-08-29', source: 'Harvard', batch: '2018' },
    file_name: fileName(kase, corpus.cases),
    first_page_order: pageOrder,
    last_page_order: Number(kase.lastPage),
  };
}

function capCase(corpus: Corpus, kase: FakeCase) {
  return {
    ...capCaseMetadata(corpus, kase),
    casebody: {
      judges: kase.judges,
      parties: [kase.name],
      opinions: kase.opinions.map((o) => ({ text: o.text, type: o.type, author: o.author })),
      attorneys: [],
      corrections: '',
      head_matter: `${kase.name}\n${kase.headMatter}`,
    },
  };
}

function clusterUrl(kase: FakeCase): string {
  return `/opinion/${kase.clusterId}/${slugify(kase.nameAbbreviation)}/`;
}

/** CourtListener spells reporters its own way ("Cal. App. 4th" stays, "347 U.S. 483"). */
function clCitations(kase: FakeCase): string[] {
  return kase.citations.map((c) => c.cite);
}

function clSearchResult(corpus: Corpus, kase: FakeCase, terms: string[], baseUrl: string, score: number) {
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
function snippet(text: string, terms: string[]): string {
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

function searchTerms(q: string): { phrases: string[]; words: string[] } {
  const phrases = [...q.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase());
  const rest = q.replace(/"[^"]*"/g, ' ');
  const words = rest
    .toLowerCase()
    .split(/[^a-z0-9.'§]+/)
    .map((w) => w.replace(/^[.']+|[.']+$/g, ''))
    .filter((w) => w && !['and', 'or', 'not', 'the', 'of', 'a', 'an', 'in', 'v', 'to'].includes(w));
  return { phrases, words };
}

function clusterObject(corpus: Corpus, kase: FakeCase, baseUrl: string) {
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

export async function startFakeLegalServices(options: FakeLegalServicesOptions = {}): Promise<FakeLegalServices> {
  const corpus = loadFakeCorpus();
  corpus.cases.push(...(options.extraCases ?? []));
  const requests: FakeRequest[] = [];
  const failures: Record<'caselaw' | 'courtlistener', { status: number; times: number }[]> = { caselaw: [], courtlistener: [] };
  const rateLimits: number[] = [];
  let root = '';

  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const caselaw = (res: http.ServerResponse, route: string) => {
    const inCap = corpus.cases.filter((c) => c.capId !== null);
    if (route === '/ReportersMetadata.json') {
      return send(
        res,
        200,
        corpus.reporters.map((r) => ({
          id: r.id,
          full_name: r.full_name,
          short_name: r.short_name,
          start_year: r.start_year,
          end_year: r.end_year,
          jurisdictions: [corpus.jurisdictions[r.jurisdiction]],
          harvard_hollis_id: [],
          slug: r.slug,
        })),
      );
    }
    const parts = route.split('/').filter(Boolean);
    const reporter = corpus.reporters.find((r) => r.slug === parts[0]);
    if (!reporter) return send(res, 404, { error: 'NoSuchKey' });
    const volumes = [...new Set(inCap.filter((c) => c.reporter === reporter.slug).map((c) => c.volume))].sort((a, b) => Number(a) - Number(b));
    const volumeMetadata = (volume: string) => {
      const years = inCap.filter((c) => c.reporter === reporter.slug && c.volume === volume).map((c) => Number(c.decisionDate.slice(0, 4)));
      return {
        id: `${reporter.slug}-${volume}`,
        volume_number: volume,
        volume_folder: volume,
        title: `${reporter.full_name}, volume ${volume}`,
        publisher: 'Fake Publisher',
        publication_year: Math.max(...years),
        start_year: Math.min(...years),
        end_year: Math.max(...years),
        series_volume_number: null,
        reporter_slug: reporter.slug,
        jurisdictions: [corpus.jurisdictions[reporter.jurisdiction]],
      };
    };
    if (parts.length === 2 && parts[1] === 'ReporterMetadata.json') {
      return send(res, 200, { id: reporter.id, full_name: reporter.full_name, short_name: reporter.short_name, start_year: reporter.start_year, end_year: reporter.end_year, slug: reporter.slug });
    }
    if (parts.length === 2 && parts[1] === 'VolumesMetadata.json') return send(res, 200, volumes.map(volumeMetadata));
    const volume = parts[1];
    if (!volume || !volumes.includes(volume)) return send(res, 404, { error: 'NoSuchKey' });
    const cases = inCap.filter((c) => c.reporter === reporter.slug && c.volume === volume).sort((a, b) => Number(a.firstPage) - Number(b.firstPage));
    if (parts.length === 3 && parts[2] === 'VolumeMetadata.json') return send(res, 200, volumeMetadata(volume));
    if (parts.length === 3 && parts[2] === 'CasesMetadata.json') return send(res, 200, cases.map((c) => capCaseMetadata(corpus, c)));
    if (parts.length === 4 && parts[2] === 'cases') {
      const kase = cases.find((c) => `${fileName(c, corpus.cases)}.json` === parts[3]);
      if (kase) return send(res, 200, capCase(corpus, kase));
    }
    if (parts.length === 4 && parts[2] === 'html') {
      const kase = cases.find((c) => `${fileName(c, corpus.cases)}.html` === parts[3]);
      if (kase) {
        const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>${escape(kase.nameAbbreviation)}</title></head><body><section class="casebody"><h1>${escape(kase.name)}</h1>${kase.opinions.map((o) => `<article class="opinion"><p>${escape(o.text)}</p></article>`).join('')}</section></body></html>`);
        return;
      }
    }
    return send(res, 404, { error: 'NoSuchKey' });
  };

  const courtListener = (req: http.IncomingMessage, res: http.ServerResponse, route: string, query: URLSearchParams, body: string) => {
    const base = `${root}/courtlistener`;
    if (options.token !== undefined) {
      const auth = req.headers.authorization;
      if (!auth) return send(res, 401, { detail: 'Authentication credentials were not provided.' });
      if (auth !== `Token ${options.token}`) return send(res, 401, { detail: 'Invalid token.' });
    }
    const inCl = corpus.cases.filter((c) => c.clusterId !== null);
    if (route === '/api/rest/v4/search/' && req.method === 'GET') {
      const type = query.get('type') ?? 'o';
      if (type !== 'o') return send(res, 200, { count: 0, next: null, previous: null, results: [] });
      const { phrases, words } = searchTerms(query.get('q') ?? '');
      const courts = (query.get('court') ?? '').split(/\s+/).filter(Boolean);
      const after = parseClDate(query.get('filed_after'));
      const before = parseClDate(query.get('filed_before'));
      if (after === null || before === null) return send(res, 400, { filed_after: ['Enter a valid date.'] });
      const scored = inCl
        .map((kase) => {
          // Citations are matched however the reporter is spaced ("40 Cal.4th 1313" = "40 Cal. 4th 1313"), as CourtListener's citation search does.
          const cites = kase.citations.flatMap((c) => [c.cite, c.cite.replace(/\.\s+(?=\w)/g, '.')]);
          const haystack = [kase.name, kase.nameAbbreviation, kase.headMatter, ...cites, ...kase.opinions.map((o) => o.text)].join(' ').toLowerCase();
          const hits = words.map((w) => haystack.split(w).length - 1);
          const all = words.every((_, i) => hits[i]! > 0) && phrases.every((p) => haystack.includes(p));
          return { kase, all, score: hits.reduce((a, b) => a + b, 0) + phrases.length * 2 };
        })
        .filter(({ kase, all }) => all && (courts.length === 0 || courts.includes(kase.court)))
        .filter(({ kase }) => (!after || kase.decisionDate >= after) && (!before || kase.decisionDate <= before))
        .sort((a, b) => b.score - a.score || b.kase.decisionDate.localeCompare(a.kase.decisionDate));
      const offset = decodeCursor(query.get('cursor'));
      const page = scored.slice(offset, offset + 20);
      const pageUrl = (at: number) => {
        const next = new URL(`${base}/api/rest/v4/search/`);
        for (const [k, v] of query) if (k !== 'cursor') next.searchParams.set(k, v);
        next.searchParams.set('cursor', Buffer.from(`o=${at}`).toString('base64url'));
        return next.toString();
      };
      return send(res, 200, {
        count: scored.length,
        next: offset + 20 < scored.length ? pageUrl(offset + 20) : null,
        previous: offset > 0 ? pageUrl(Math.max(0, offset - 20)) : null,
        results: page.map(({ kase, score }) => clSearchResult(corpus, kase, [...words, ...phrases], base, score)),
      });
    }
    if (route === '/api/rest/v4/citation-lookup/' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const lookup = (citation: string, normalized: string, start: number, end: number) => {
        const matches = inCl.filter((c) => c.citations.some((cite) => cite.cite === normalized));
        const status = matches.length === 0 ? 404 : matches.length > 1 ? 300 : 200;
        return {
          citation,
          normalized_citations: [normalized],
          start_index: start,
          end_index: end,
          status,
          error_message: status === 404 ? 'Citation not found.' : '',
          clusters: matches.map((c) => clusterObject(corpus, c, base)),
        };
      };
      if (form.has('volume') || form.has('reporter') || form.has('page')) {
        const reporter = KNOWN_REPORTERS.get(reporterKey(form.get('reporter') ?? ''));
        const citation = `${form.get('volume')} ${form.get('reporter')} ${form.get('page')}`;
        if (!reporter) {
          return send(res, 200, [{ citation, normalized_citations: [], start_index: null, end_index: null, status: 400, error_message: 'Invalid reporter', clusters: [] }]);
        }
        return send(res, 200, [lookup(citation, `${form.get('volume')} ${reporter} ${form.get('page')}`, 0, 0)]);
      }
      const text = form.get('text');
      if (text === null) return send(res, 400, { text: ['This field is required.'] });
      const found = [];
      for (const m of text.matchAll(CITE_PATTERN)) {
        const reporter = KNOWN_REPORTERS.get(reporterKey(m[2]!));
        if (!reporter) continue;
        const start = m.index;
        found.push(lookup(m[0].trimEnd(), `${m[1]} ${reporter} ${m[3]}`, start, start + m[0].trimEnd().length));
      }
      return send(res, 200, found);
    }
    return send(res, 404, { detail: 'Not found.' });
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const service = url.pathname.startsWith('/caselaw/') ? 'caselaw' : url.pathname.startsWith('/courtlistener/') ? 'courtlistener' : 'other';
      const route = service === 'other' ? url.pathname : url.pathname.slice(service.length + 1);
      requests.push({ service, method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const answer = () => {
        if (service === 'other') return send(res, 404, { detail: 'Not found.' });
        const failure = failures[service][0];
        if (failure) {
          if (--failure.times <= 0) failures[service].shift();
          return send(res, failure.status, service === 'courtlistener' ? { detail: `Fake failure ${failure.status}` } : { error: `Fake failure ${failure.status}` });
        }
        if (service === 'courtlistener' && rateLimits.length > 0) {
          const seconds = rateLimits.shift()!;
          return send(
            res,
            429,
            { detail: `Request was throttled. Expected available in ${seconds} seconds.`, wait_until: new Date(Date.now() + seconds * 1000).toISOString() },
            { 'retry-after': String(seconds) },
          );
        }
        if (service === 'caselaw') return caselaw(res, route);
        return courtListener(req, res, route, url.searchParams, body);
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  root = `http://127.0.0.1:${port}`;
  return {
    url: root,
    caselawUrl: `${root}/caselaw`,
    courtListenerUrl: `${root}/courtlistener`,
    requests,
    failNext: (service, status, times = 1) => void failures[service].push({ status, times }),
    rateLimitNext: (seconds) => void rateLimits.push(seconds),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** CourtListener takes ISO days or MM/DD/YYYY; '' or absent → undefined; anything else → null (a 400). */
function parseClDate(value: string | null): string | undefined | null {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return null;
}

function decodeCursor(cursor: string | null): number {
  if (!cursor) return 0;
  const m = /^o=(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (flag: string) => {
    const i = process.argv.indexOf(flag);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const services = await startFakeLegalServices({ port: Number(arg('--port') ?? 3198), token: arg('--token') });
  console.log(`Fake case-law services: CASELAW_BASE_URL=${services.caselawUrl} COURTLISTENER_BASE_URL=${services.courtListenerUrl}`);
  const stop = () => void services.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
