import { describe, expect, it } from 'vitest';
import type { CaseLawResult, CaseSearchQuery } from '../../../../domain/legal/types';
import { CASE_CACHE_SIZE, CASE_SEARCH_MERGE_LIMIT, CASE_SEARCH_SOURCE_LIMIT, LANDMARK_CASES } from '../../../../domain/legal/case-search/constants';
import { caseKey, mergeCaseResults } from '../../../../domain/legal/case-search/merge';
import { searchCaseLaw, type CaseSource } from '../../../../domain/legal/case-search/search';
import { createCaseSearchCache } from '../../../../api/legal/case-law/search-service';

const result = (name: string, citation: string, summary = '', source: CaseLawResult['source'] = 'caselaw'): CaseLawResult => ({
  id: `${source}:${name}`,
  name,
  citation,
  court: 'Court',
  date: '2000-01-01',
  summary,
  url: `https://example.test/${encodeURIComponent(name)}`,
  relevance: 1,
  source,
});
const many = (n: number, source: CaseLawResult['source']) => Array.from({ length: n }, (_, i) => result(`${source} case ${i}`, `${i} U.S. ${i}`, '', source));

/** A source that records each call and answers from a function. */
function stub(answer: (query: CaseSearchQuery, limit: number) => CaseLawResult[] | null | Error) {
  const calls: { query: CaseSearchQuery; limit: number }[] = [];
  const source: CaseSource = async (query, limit) => {
    calls.push({ query, limit });
    const value = answer(query, limit);
    if (value instanceof Error) throw value;
    return value;
  };
  return { source, calls };
}

describe('seed 001 §9 constants', () => {
  it('merge limit 5, 10 per source, a cache of 100', () => {
    expect(CASE_SEARCH_MERGE_LIMIT).toBe(5);
    expect(CASE_SEARCH_SOURCE_LIMIT).toBe(10);
    expect(CASE_CACHE_SIZE).toBe(100);
    expect(LANDMARK_CASES).toHaveLength(3);
    expect(LANDMARK_CASES.every((c) => c.court === 'Supreme Court of the United States' && / U\.S\. /.test(c.citation))).toBe(true);
  });
});

describe('merging and de-duplicating', () => {
  it('by name plus citation, keeping the longer summary in the first place', () => {
    const merged = mergeCaseResults(
      [result('Brown v. Board of Education', '347 U.S. 483', 'short'), result('Other', '1 U.S. 1')],
      [result('Brown v. Board of Education.', '347 U. S. 483', 'a much longer summary', 'courtlistener'), result('Third', '2 U.S. 2', '', 'courtlistener')],
    );
    expect(merged.map((r) => [r.name, r.source])).toEqual([
      ['Brown v. Board of Education.', 'courtlistener'],
      ['Other', 'caselaw'],
      ['Third', 'courtlistener'],
    ]);
    expect(merged[0]!.summary).toBe('a much longer summary');
  });

  it('keeps the first on equal summaries and keeps different citations apart', () => {
    const merged = mergeCaseResults([result('A v. B', '1 U.S. 1', 'same')], [result('A v. B', '1 U.S. 1', 'same', 'courtlistener'), result('A v. B', '2 U.S. 2')]);
    expect(merged.map((r) => [r.citation, r.source])).toEqual([
      ['1 U.S. 1', 'caselaw'],
      ['2 U.S. 2', 'caselaw'],
    ]);
    expect(caseKey({ name: 'A v. B', citation: '1 U.S. 1' })).toBe(caseKey({ name: 'a v b', citation: '1 US 1' }));
  });
});

describe('searching two services in order', () => {
  it('asks the second only when the first returned fewer than 5, 10 of each', async () => {
    const first = stub(() => many(4, 'caselaw'));
    const second = stub(() => many(12, 'courtlistener'));
    const outcome = await searchCaseLaw({ query: 'x', limit: 20 }, { caselaw: first.source, courtlistener: second.source });
    expect(first.calls).toEqual([{ query: { query: 'x', limit: 20 }, limit: 10 }]);
    expect(second.calls).toHaveLength(1);
    expect(outcome.sources).toEqual({ caselaw: 'answered', courtlistener: 'answered' });
    expect(outcome.results).toHaveLength(14);
    expect(outcome.fallback).toBe(false);

    const enough = stub(() => many(5, 'caselaw'));
    const notAsked = stub(() => many(3, 'courtlistener'));
    const second5 = await searchCaseLaw({ query: 'x' }, { caselaw: enough.source, courtlistener: notAsked.source });
    expect(notAsked.calls).toHaveLength(0);
    expect(second5.sources).toEqual({ caselaw: 'answered', courtlistener: 'skipped' });
    expect(second5.results).toHaveLength(5);
  });

  it('answers at most the query limit (10 by default)', async () => {
    const outcome = await searchCaseLaw({ query: 'x' }, { caselaw: stub(() => many(2, 'caselaw')).source, courtlistener: stub(() => many(10, 'courtlistener')).source });
    expect(outcome.results).toHaveLength(10);
    const three = await searchCaseLaw({ query: 'x', limit: 3 }, { caselaw: stub(() => many(2, 'caselaw')).source, courtlistener: stub(() => many(10, 'courtlistener')).source });
    expect(three.results.map((r) => r.source)).toEqual(['caselaw', 'caselaw', 'courtlistener']);
  });

  it('a failing service gives an empty list from it', async () => {
    const firstFails = await searchCaseLaw({ query: 'x' }, { caselaw: stub(() => new Error('down')).source, courtlistener: stub(() => many(2, 'courtlistener')).source });
    expect(firstFails).toMatchObject({ sources: { caselaw: 'failed', courtlistener: 'answered' }, fallback: false });
    expect(firstFails.results.map((r) => r.source)).toEqual(['courtlistener', 'courtlistener']);

    const secondFails = await searchCaseLaw({ query: 'x' }, { caselaw: stub(() => many(1, 'caselaw')).source, courtlistener: stub(() => new Error('429')).source });
    expect(secondFails).toMatchObject({ sources: { caselaw: 'answered', courtlistener: 'failed' }, fallback: false });
    expect(secondFails.results).toHaveLength(1);
  });

  it('both failing gives the 3 landmark Supreme Court cases', async () => {
    const outcome = await searchCaseLaw({ query: 'x' }, { caselaw: stub(() => new Error('down')).source, courtlistener: stub(() => new Error('down')).source });
    expect(outcome).toMatchObject({ sources: { caselaw: 'failed', courtlistener: 'failed' }, fallback: true });
    expect(outcome.results).toEqual(LANDMARK_CASES);
  });

  it('a first service with nothing to be asked, and the second failing, is also the landmark list', async () => {
    const outcome = await searchCaseLaw({ query: 'x' }, { caselaw: stub(() => null).source, courtlistener: stub(() => new Error('down')).source });
    expect(outcome).toMatchObject({ sources: { caselaw: 'skipped', courtlistener: 'failed' }, fallback: true });
  });

  it('no results and no failure is an empty list, not the landmarks', async () => {
    const outcome = await searchCaseLaw({ query: 'x' }, { caselaw: stub(() => null).source, courtlistener: stub(() => []).source });
    expect(outcome).toMatchObject({ results: [], fallback: false, sources: { caselaw: 'skipped', courtlistener: 'answered' } });
  });
});

describe('the case cache', () => {
  it('answers a repeated query (any case or spacing) without asking the services', async () => {
    const cache = createCaseSearchCache();
    const first = stub(() => many(1, 'caselaw'));
    const second = stub(() => many(1, 'courtlistener'));
    const services = { caselaw: first.source, courtlistener: second.source };
    expect((await searchCaseLaw({ query: 'Workers  comp' }, services, cache)).cached).toBe(false);
    const again = await searchCaseLaw({ query: 'workers comp ' }, services, cache);
    expect(again.cached).toBe(true);
    expect(again.results).toHaveLength(2);
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(1);
  });

  it('does not keep an answer where a service failed', async () => {
    const cache = createCaseSearchCache();
    let down = true;
    const second = stub(() => (down ? new Error('down') : many(1, 'courtlistener')));
    const services = { caselaw: stub(() => null).source, courtlistener: second.source };
    expect((await searchCaseLaw({ query: 'x' }, services, cache)).fallback).toBe(true);
    down = false;
    const recovered = await searchCaseLaw({ query: 'x' }, services, cache);
    expect(recovered).toMatchObject({ fallback: false, cached: false });
    expect(cache.size).toBe(1);
  });

  it('holds 100 entries and evicts the oldest first', async () => {
    const cache = createCaseSearchCache();
    const first = stub((q) => [result(q.query, '1 U.S. 1')]);
    const services = { caselaw: first.source, courtlistener: stub(() => []).source };
    for (let i = 0; i <= CASE_CACHE_SIZE; i++) await searchCaseLaw({ query: `q${i}` }, services, cache);
    expect(cache.size).toBe(CASE_CACHE_SIZE);
    expect(first.calls).toHaveLength(101);
    expect((await searchCaseLaw({ query: 'q100' }, services, cache)).cached).toBe(true);
    expect((await searchCaseLaw({ query: 'q1' }, services, cache)).cached).toBe(true);
    expect((await searchCaseLaw({ query: 'q0' }, services, cache)).cached).toBe(false);
    expect(first.calls).toHaveLength(102);
  });
});
