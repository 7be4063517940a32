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
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { capCase, capCaseMetadata } from './fake-legal/caselaw-shapes';
import { clSearchResult, clusterObject, decodeCursor, parseClDate, searchTerms } from './fake-legal/courtlistener-shapes';
import { CITE_PATTERN, fileName, KNOWN_REPORTERS, loadFakeCorpus, reporterKey, type FakeCase } from './fake-legal/corpus';

export { FAKE_COURTLISTENER_REPORTERS, fileName, loadFakeCorpus, type FakeCase, type FakeCourt } from './fake-legal/corpus';

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
