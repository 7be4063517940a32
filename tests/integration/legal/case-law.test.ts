import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { startFakeLegalServices, type FakeLegalServices } from '../../support/fake-legal-services';
import { LANDMARK_CASES } from '../../../domain/legal/case-search/constants';
import type { CaseLawResult } from '../../../domain/legal/types';

const TOKEN = 'firm-token-abc';

describe('case-law search, history, matters and saved cases', () => {
  let t: TestApp;
  let fake: FakeLegalServices;
  let owner: { cookie: string };
  let other: { cookie: string };

  beforeAll(async () => {
    fake = await startFakeLegalServices({ token: TOKEN });
    t = await createTestApp({ legal: { caselaw: { baseUrl: fake.caselawUrl }, courtListener: { baseUrl: fake.courtListenerUrl, token: TOKEN } } });
    owner = await signUpUser(t.app);
    other = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** Bodyless DELETEs send `{}`: state-changing requests need a JSON content type. */
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload: unknown = method === 'DELETE' ? {} : undefined) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  const search = async (cookie: string, body: Record<string, unknown>) => {
    const response = await call(cookie, 'POST', '/api/legal/cases/search', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { searchId: string; results: CaseLawResult[]; sources: Record<string, string>; fallback: boolean };
  };
  const requestsDuring = async <T>(work: () => Promise<T>) => {
    const before = fake.requests.length;
    const value = await work();
    return { value, requests: fake.requests.slice(before) };
  };

  it('a citation is resolved by the Caselaw Access Project; CourtListener, asked too (fewer than 5), adds no duplicate', async () => {
    const { value, requests } = await requestsDuring(() => search(owner.cookie, { query: 'Brown v. Board of Education 347 U.S. 483' }));
    expect(value.fallback).toBe(false);
    expect(value.sources).toEqual({ caselaw: 'answered', courtlistener: 'answered' });
    expect(value.results.map((r) => [r.name, r.citation, r.court, r.date])).toEqual([['Brown v. Board of Education', '347 U.S. 483', 'Supreme Court of the United States', '1954-05-17']]);
    expect(value.results[0]!.summary).toMatch(/Separate educational facilities are inherently unequal/);
    expect(requests.map((r) => r.service)).toEqual(['caselaw', 'caselaw', 'caselaw', 'courtlistener']);
    expect(requests[3]!.query).toMatchObject({ type: 'o', q: 'Brown v. Board of Education 347 U.S. 483' });
    expect(requests[3]!.headers.authorization).toBe(`Token ${TOKEN}`);
  });

  it('words alone go to CourtListener only, with the jurisdiction as courts and the date range', async () => {
    const { value, requests } = await requestsDuring(() =>
      search(owner.cookie, { query: 'workers compensation', jurisdiction: 'California', dateRange: { start: '2008-01-01', end: '2016-12-31' } }),
    );
    expect(requests.map((r) => r.service)).toEqual(['courtlistener']);
    expect(requests[0]!.query).toMatchObject({ court: 'cal calctapp', filed_after: '2008-01-01', filed_before: '2016-12-31' });
    expect(value.sources).toEqual({ caselaw: 'skipped', courtlistener: 'answered' });
    expect(value.results.map((r) => r.name).sort()).toEqual([
      "Benson v. Workers' Comp. Appeals Bd.",
      "Milpitas Unified School Dist. v. Workers' Comp. Appeals Bd.",
      "Smith v. Workers' Comp. Appeals Bd.",
      "South Coast Framing, Inc. v. Workers' Comp. Appeals Bd.",
    ]);
    for (const r of value.results) {
      expect(r.source).toBe('courtlistener');
      expect(r.url.startsWith(`${fake.courtListenerUrl}/opinion/`)).toBe(true);
      expect(r.summary).not.toContain('<mark>');
    }
  });

  it('the first service failing gives [] from it and the second still answers', async () => {
    fake.failNext('caselaw', 500);
    const value = await search(owner.cookie, { query: '40 Cal.4th 1313' });
    expect(value.sources).toEqual({ caselaw: 'failed', courtlistener: 'answered' });
    expect(value.fallback).toBe(false);
    expect(value.results.map((r) => [r.name, r.source])).toEqual([["Brodie v. Workers' Comp. Appeals Bd.", 'courtlistener']]);
  });

  it('both failing gives the 3 landmark Supreme Court cases, which are not cached', async () => {
    fake.failNext('caselaw', 503);
    fake.failNext('courtlistener', 503);
    const down = await search(owner.cookie, { query: '384 U.S. 436' });
    expect(down).toMatchObject({ fallback: true, sources: { caselaw: 'failed', courtlistener: 'failed' } });
    expect(down.results).toEqual(LANDMARK_CASES);
    const { value: up, requests } = await requestsDuring(() => search(owner.cookie, { query: '384 U.S. 436' }));
    expect(requests.length).toBeGreaterThan(0);
    expect(up.fallback).toBe(false);
    expect(up.results[0]).toMatchObject({ name: 'Miranda v. Arizona', source: 'caselaw' });
  });

  it('a long 429 from CourtListener counts as a failure; a short one is waited out', async () => {
    fake.rateLimitNext(120);
    const limited = await search(owner.cookie, { query: 'exclusive remedy' });
    expect(limited.sources.courtlistener).toBe('failed');
    fake.rateLimitNext(1);
    const waited = await search(owner.cookie, { query: 'exclusive remedy' });
    expect(waited.sources.courtlistener).toBe('answered');
    expect(waited.results.map((r) => r.name)).toEqual(['King v. CompPartners, Inc.']);
  });

  it('a repeated query is answered from the cache, and still recorded in the history', async () => {
    await search(owner.cookie, { query: 'Death benefits contributing cause' });
    const { value, requests } = await requestsDuring(() => search(owner.cookie, { query: '  death BENEFITS contributing cause ' }));
    expect(requests).toEqual([]);
    expect(value.results.map((r) => r.name)).toEqual(["South Coast Framing, Inc. v. Workers' Comp. Appeals Bd."]);
    const history = (await call(owner.cookie, 'GET', '/api/legal/cases/searches?limit=2')).json().searches;
    expect(history.map((s: { query: { query: string } }) => s.query.query)).toEqual(['death BENEFITS contributing cause', 'Death benefits contributing cause']);
    expect(history[0].id).toBe(value.searchId);
  });

  it('refuses an empty or too long query and a limit above 20', async () => {
    for (const body of [{ query: '' }, { query: 'x'.repeat(501) }, { query: 'x', limit: 21 }, { query: 'x', limit: 0 }, { query: 'x', dateRange: { start: 'yesterday' } }]) {
      const response = await call(owner.cookie, 'POST', '/api/legal/cases/search', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBeTruthy();
    }
    expect((await call(owner.cookie, 'POST', '/api/legal/cases/search', { query: 'x'.repeat(500), limit: 20 })).statusCode).toBe(200);
  });

  it("the history lists the person's own searches, opens one with its results, and is cleared", async () => {
    const mine = await search(other.cookie, { query: 'Smith attorney fees 46 Cal.4th 272', limit: 3 });
    const list = (await call(other.cookie, 'GET', '/api/legal/cases/searches')).json().searches;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: mine.searchId, query: { query: 'Smith attorney fees 46 Cal.4th 272', limit: 3 }, resultCount: mine.results.length, fallback: false, sources: mine.sources });
    const opened = await call(other.cookie, 'GET', `/api/legal/cases/searches/${mine.searchId}`);
    expect(opened.json().search.results).toEqual(mine.results);
    expect((await call(owner.cookie, 'GET', `/api/legal/cases/searches/${mine.searchId}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'DELETE', '/api/legal/cases/searches')).statusCode).toBe(204);
    expect((await call(other.cookie, 'GET', '/api/legal/cases/searches')).json().searches).toEqual([]);
    expect((await call(other.cookie, 'GET', `/api/legal/cases/searches/${mine.searchId}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'GET', '/api/legal/cases/searches')).json().searches.length).toBeGreaterThan(3);
  });

  describe('matters and saved cases', () => {
    let matterId: string;
    let brown: CaseLawResult;

    beforeAll(async () => {
      const folder = await call(owner.cookie, 'POST', '/api/knowledge/folders', { name: 'Alvarez v. Acme Staffing', isMatter: true, matterClient: 'Rosa Alvarez', matterNumber: 'ADJ1234567' });
      expect(folder.statusCode, folder.body).toBe(201);
      matterId = folder.json().id;
      expect((await call(owner.cookie, 'POST', '/api/knowledge/folders', { name: 'Forms' })).statusCode).toBe(201);
      brown = (await search(owner.cookie, { query: '347 U.S. 483' })).results[0]!;
    });

    it("lists the person's matters only", async () => {
      expect((await call(owner.cookie, 'GET', '/api/legal/matters')).json().matters).toEqual([{ id: matterId, name: 'Alvarez v. Acme Staffing', client: 'Rosa Alvarez', number: 'ADJ1234567' }]);
      expect((await call(other.cookie, 'GET', '/api/legal/matters')).json().matters).toEqual([]);
    });

    it('saves a case to a matter once; saving it again gives the one saved', async () => {
      const first = await call(owner.cookie, 'POST', '/api/legal/cases/saved', { case: brown, matterId, note: 'Equal protection' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().savedCase).toMatchObject({ matterId, matterName: 'Alvarez v. Acme Staffing', case: brown, note: 'Equal protection' });
      const again = await call(owner.cookie, 'POST', '/api/legal/cases/saved', { case: { ...brown, summary: 'other text' }, matterId });
      expect(again.statusCode).toBe(200);
      expect(again.json().savedCase.id).toBe(first.json().savedCase.id);
      expect(again.json().savedCase.note).toBe('Equal protection');

      const general = await call(owner.cookie, 'POST', '/api/legal/cases/saved', { case: brown, matterId: null });
      expect(general.statusCode).toBe(201);
      expect(general.json().savedCase).toMatchObject({ matterId: null, matterName: null, note: '' });
      expect((await call(owner.cookie, 'POST', '/api/legal/cases/saved', { case: brown, matterId: null })).statusCode).toBe(200);

      const all = (await call(owner.cookie, 'GET', '/api/legal/cases/saved')).json().savedCases;
      expect(all).toHaveLength(2);
      expect((await call(owner.cookie, 'GET', `/api/legal/cases/saved?matterId=${matterId}`)).json().savedCases.map((s: { id: string }) => s.id)).toEqual([first.json().savedCase.id]);
      expect((await call(owner.cookie, 'GET', '/api/legal/cases/saved?matterId=none')).json().savedCases.map((s: { id: string }) => s.id)).toEqual([general.json().savedCase.id]);
    });

    it("another person's matter, or a folder that is not a matter, is 'Matter not found'", async () => {
      const forms = (await call(owner.cookie, 'GET', '/api/knowledge/folders')).json().folders.find((f: { name: string }) => f.name === 'Forms');
      for (const [cookie, id] of [
        [other.cookie, matterId],
        [owner.cookie, forms.id],
        [owner.cookie, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await call(cookie, 'POST', '/api/legal/cases/saved', { case: brown, matterId: id });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toEqual({ code: 'not_found', message: 'Matter not found' });
      }
      expect((await call(other.cookie, 'GET', `/api/legal/cases/saved?matterId=${matterId}`)).json().error.message).toBe('Matter not found');
      expect((await call(other.cookie, 'GET', '/api/legal/cases/saved')).json().savedCases).toEqual([]);
    });

    it("deletes one's own saved case only", async () => {
      const saved = (await call(owner.cookie, 'GET', '/api/legal/cases/saved?matterId=none')).json().savedCases[0];
      expect((await call(other.cookie, 'DELETE', `/api/legal/cases/saved/${saved.id}`)).statusCode).toBe(404);
      expect((await call(owner.cookie, 'DELETE', `/api/legal/cases/saved/${saved.id}`)).statusCode).toBe(204);
      expect((await call(owner.cookie, 'DELETE', `/api/legal/cases/saved/${saved.id}`)).statusCode).toBe(404);
      expect((await call(owner.cookie, 'GET', '/api/legal/cases/saved?matterId=none')).json().savedCases).toEqual([]);
    });

    it('a deleted matter takes its saved cases with it', async () => {
      expect((await call(owner.cookie, 'DELETE', `/api/knowledge/folders/${matterId}`)).statusCode).toBe(204);
      expect((await call(owner.cookie, 'GET', '/api/legal/cases/saved')).json().savedCases).toEqual([]);
    });
  });

  it("announces each search, saved case and cleared history as 'legal.changed' to its owner", async () => {
    const { cookie, user } = await signUpUser(t.app);
    const found = await search(cookie, { query: 'Gideon right to counsel' });
    const saved = (await call(cookie, 'POST', '/api/legal/cases/saved', { case: found.results[0], matterId: null })).json().savedCase;
    await call(cookie, 'DELETE', `/api/legal/cases/saved/${saved.id}`);
    await call(cookie, 'DELETE', '/api/legal/cases/searches');
    const events = await t.database.db.selectFrom('live_events').select(['type', 'subject']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(events).toEqual([
      { type: 'legal.changed', subject: { searchId: found.searchId } },
      { type: 'legal.changed', subject: { savedCaseId: saved.id } },
      { type: 'legal.changed', subject: { savedCaseId: saved.id } },
      { type: 'legal.changed', subject: { searches: 'cleared' } },
    ]);
  });

  it('a signed-out request is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/cases/searches' })).statusCode).toBe(401);
  });
});

describe('case-law search with both services unreachable', () => {
  it('shows the landmark cases', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await signUpUser(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/api/legal/cases/search', headers: { cookie }, payload: { query: 'Marbury judicial review' } });
      expect(response.json()).toMatchObject({ fallback: true, results: LANDMARK_CASES, sources: { caselaw: 'skipped', courtlistener: 'failed' } });
    } finally {
      await t.close();
    }
  });
});
