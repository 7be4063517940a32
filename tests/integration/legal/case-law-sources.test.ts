import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaselawSource } from '../../../api/legal/case-law/caselaw-source';
import { createCourtListenerSource } from '../../../api/legal/case-law/courtlistener-source';
import { CourtListenerError, CourtListenerRateLimited } from '../../../api/legal/courtlistener/client';
import { startFakeLegalServices, type FakeCase, type FakeLegalServices } from '../../support/fake-legal-services';

const TOKEN = 'firm-token-123';

/** 25 cases that all match "quasar", to see CourtListener's cursor pages of 20. */
const quasarCases: FakeCase[] = Array.from({ length: 25 }, (_, i) => ({
  capId: null,
  clusterId: 900000 + i,
  name: `Quasar Holdings ${i} v. Nebula Corp.`,
  nameAbbreviation: `Quasar Holdings ${i} v. Nebula Corp.`,
  decisionDate: `2001-01-${String((i % 28) + 1).padStart(2, '0')}`,
  docketNumber: '',
  court: 'calctapp',
  reporter: 'cal-app-4th',
  volume: '90',
  firstPage: String(100 + i),
  lastPage: String(100 + i),
  citations: [{ type: 'official', cite: `90 Cal. App. 4th ${100 + i}` }],
  judges: [],
  headMatter: 'quasar',
  opinions: [{ type: 'majority', author: 'X', text: 'A dispute about the quasar contract.' }],
}));

describe('the case-law adapters against fakes serving the real JSON', () => {
  let fake: FakeLegalServices;
  beforeAll(async () => {
    fake = await startFakeLegalServices({ token: TOKEN, extraCases: quasarCases });
  });
  afterAll(async () => fake?.close());

  describe('Caselaw Access Project static files', () => {
    it('resolves a citation in the query to its case through the reporters, the volume and the case file', async () => {
      const source = createCaselawSource({ baseUrl: fake.caselawUrl });
      const before = fake.requests.length;
      const results = await source({ query: 'Brodie (2007) 40 Cal.4th 1313 apportionment' }, 10);
      expect(results).toEqual([
        {
          id: 'caselaw:11659580',
          name: "Brodie v. Workers' Comp. Appeals Bd.",
          citation: '40 Cal. 4th 1313',
          court: 'Supreme Court of California',
          date: '2007-04-19',
          summary: expect.stringContaining('apportionment of permanent disability is based on causation'),
          url: `${fake.caselawUrl}/cal-4th/40/html/1313-01.html`,
          relevance: 1,
          source: 'caselaw',
        },
      ]);
      expect(fake.requests.slice(before).map((r) => r.path)).toEqual([
        '/caselaw/ReportersMetadata.json',
        '/caselaw/cal-4th/40/CasesMetadata.json',
        '/caselaw/cal-4th/40/cases/1313-01.json',
      ]);
      // The case's page exists on the fake too (the link the result carries).
      expect((await fetch(results![0]!.url)).status).toBe(200);
    });

    it('keeps the reporters list and volumes it has read', async () => {
      const source = createCaselawSource({ baseUrl: fake.caselawUrl });
      await source({ query: '347 U.S. 483' }, 10);
      const before = fake.requests.length;
      const again = await source({ query: '347 U.S. 483' }, 10);
      expect(again?.[0]?.name).toBe('Brown v. Board of Education');
      expect(fake.requests.slice(before).map((r) => r.path)).toEqual(['/caselaw/us/347/cases/0483-01.json']);
    });

    it('is not asked without a citation, and answers [] for a reporter, volume or page it does not have', async () => {
      const source = createCaselawSource({ baseUrl: fake.caselawUrl });
      const before = fake.requests.length;
      expect(await source({ query: 'workers compensation apportionment' }, 10)).toBeNull();
      expect(fake.requests.length).toBe(before);
      expect(await source({ query: '999 F.3d 1' }, 10)).toEqual([]);
      expect(await source({ query: '348 U.S. 1' }, 10)).toEqual([]);
      expect(await source({ query: '347 U.S. 484' }, 10)).toEqual([]);
    });

    it('applies the jurisdiction, court and date filters to the case found', async () => {
      const source = createCaselawSource({ baseUrl: fake.caselawUrl });
      expect(await source({ query: '347 U.S. 483', jurisdiction: 'California' }, 10)).toEqual([]);
      expect(await source({ query: '347 U.S. 483', dateRange: { start: '1955-01-01' } }, 10)).toEqual([]);
      expect(await source({ query: '347 U.S. 483', jurisdiction: 'United States', dateRange: { start: '1954-01-01', end: '1954-12-31' } }, 10)).toHaveLength(1);
    });

    it('fails on a server error, and on a service that is down', async () => {
      fake.failNext('caselaw', 503);
      await expect(createCaselawSource({ baseUrl: fake.caselawUrl })({ query: '384 U.S. 436' }, 10)).rejects.toThrow(/503/);
      await expect(createCaselawSource({ baseUrl: 'http://127.0.0.1:9' })({ query: '384 U.S. 436' }, 10)).rejects.toThrow();
    });
  });

  describe('CourtListener search API v4', () => {
    const config = () => ({ baseUrl: fake.courtListenerUrl, token: TOKEN });

    it('sends type=o, q, court, filed_after, filed_before with the token, and maps the results', async () => {
      const source = createCourtListenerSource(config());
      const before = fake.requests.length;
      const results = await source({ query: 'apportionment', jurisdiction: 'California', dateRange: { start: '2008-01-01', end: '2012-12-31' } }, 10);
      const request = fake.requests[before]!;
      expect(request.path).toBe('/courtlistener/api/rest/v4/search/');
      expect(request.query).toEqual({ type: 'o', q: 'apportionment', court: 'cal calctapp', filed_after: '2008-01-01', filed_before: '2012-12-31' });
      expect(request.headers.authorization).toBe(`Token ${TOKEN}`);
      expect(results?.map((r) => [r.name, r.citation, r.court, r.date])).toEqual([
        ["Benson v. Workers' Comp. Appeals Bd.", '170 Cal. App. 4th 1535', 'California Court of Appeal', '2009-02-06'],
      ]);
      const [benson] = results!;
      expect(benson!.id).toBe('courtlistener:2186500');
      expect(benson!.url).toBe(`${fake.courtListenerUrl}/opinion/2186500/benson-v-workers-comp-appeals-bd/`);
      expect(benson!.summary).not.toMatch(/<mark>|<\/mark>/);
      expect(benson!.summary.length).toBeGreaterThan(20);
      expect(benson!.relevance).toBe(1);
    });

    it('takes 10 of a first page of 20, whose next cursor leads to the rest', async () => {
      const results = await createCourtListenerSource(config())({ query: 'quasar' }, 10);
      expect(results).toHaveLength(10);
      const page = (await (await fetch(`${fake.courtListenerUrl}/api/rest/v4/search/?type=o&q=quasar`, { headers: { Authorization: `Token ${TOKEN}` } })).json()) as {
        count: number;
        next: string;
        results: unknown[];
      };
      expect(page.count).toBe(25);
      expect(page.results).toHaveLength(20);
      const next = (await (await fetch(page.next, { headers: { Authorization: `Token ${TOKEN}` } })).json()) as { results: unknown[]; next: string | null; previous: string | null };
      expect(next.results).toHaveLength(5);
      expect(next.next).toBeNull();
      expect(next.previous).toContain('cursor=');
    });

    it('waits out a short 429 once, and fails on a long one', async () => {
      const source = createCourtListenerSource(config());
      fake.rateLimitNext(1);
      const started = Date.now();
      expect(await source({ query: 'utilization review' }, 10)).toHaveLength(1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      fake.rateLimitNext(60);
      await expect(source({ query: 'utilization review' }, 10)).rejects.toBeInstanceOf(CourtListenerRateLimited);
    });

    it('fails on a wrong token and on a server error', async () => {
      await expect(createCourtListenerSource({ baseUrl: fake.courtListenerUrl, token: 'wrong' })({ query: 'x' }, 10)).rejects.toMatchObject({ status: 401 });
      fake.failNext('courtlistener', 502);
      await expect(createCourtListenerSource(config())({ query: 'x' }, 10)).rejects.toBeInstanceOf(CourtListenerError);
    });

    it('matches an unknown court name against the results', async () => {
      const results = await createCourtListenerSource(config())({ query: 'workers', court: 'Court of Appeal' }, 10);
      expect(results?.length).toBeGreaterThan(0);
      expect(results?.every((r) => r.court === 'California Court of Appeal')).toBe(true);
    });
  });

  describe("the fake's citation lookup", () => {
    const lookup = async (form: Record<string, string>) =>
      (await (
        await fetch(`${fake.courtListenerUrl}/api/rest/v4/citation-lookup/`, {
          method: 'POST',
          headers: { Authorization: `Token ${TOKEN}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form),
        })
      ).json()) as { citation: string; normalized_citations: string[]; start_index: number; end_index: number; status: number; clusters: { case_name: string }[] }[];

    it('finds the citations it knows in a text: found, not found; unknown reporters are not parsed', async () => {
      const text = 'See Brown, 347 U.S. 483, 495; Brodie (2007) 40 Cal.4th 1313; 70 Cal.Comp.Cases 604; 999 F.3d 1.';
      const found = await lookup({ text });
      expect(found.map((f) => [f.citation, f.normalized_citations[0], f.status, f.clusters.map((c) => c.case_name)])).toEqual([
        ['347 U.S. 483', '347 U.S. 483', 200, ['Brown v. Board of Education']],
        ['40 Cal.4th 1313', '40 Cal. 4th 1313', 200, ["Brodie v. Workers' Comp. Appeals Bd."]],
        ['999 F.3d 1', '999 F.3d 1', 404, []],
      ]);
      for (const f of found) expect(text.slice(f.start_index, f.end_index)).toBe(f.citation);
    });

    it('answers 300 for a citation two cases share and 400 for an invalid reporter', async () => {
      const twin = { ...quasarCases[0]!, clusterId: 123, name: 'Twin v. Case', nameAbbreviation: 'Twin v. Case', citations: [{ type: 'official' as const, cite: '347 U.S. 483' }] };
      const withTwin = await startFakeLegalServices({ extraCases: [twin] });
      try {
        const response = await fetch(`${withTwin.courtListenerUrl}/api/rest/v4/citation-lookup/`, { method: 'POST', body: new URLSearchParams({ text: '347 U.S. 483' }) });
        const [ambiguous] = (await response.json()) as { status: number; clusters: unknown[] }[];
        expect(ambiguous).toMatchObject({ status: 300 });
        expect(ambiguous!.clusters).toHaveLength(2);
      } finally {
        await withTwin.close();
      }
      const [invalid] = await lookup({ volume: '1', reporter: 'Asdf', page: '1' });
      expect(invalid).toMatchObject({ status: 400 });
    });
  });
});
