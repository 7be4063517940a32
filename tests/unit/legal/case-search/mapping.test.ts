import { describe, expect, it } from 'vitest';
import { capCaseMatchesFilters, capCaseToResult, cutText, findCapCases, findCapReporter, type CapCase } from '../../../../domain/legal/case-search/caselaw';
import { courtListenerRelevance, courtListenerResultToCase, stripHtml, type CourtListenerSearchResult } from '../../../../domain/legal/case-search/courtlistener';

/** Shaped as static.case.law's /cal-4th/40/cases/1313-01.json. */
const capCase: CapCase = {
  id: 11659580,
  name: "Brodie v. Workers' Compensation Appeals Board et al.",
  name_abbreviation: "Brodie v. Workers' Comp. Appeals Bd.",
  decision_date: '2007-04-19',
  docket_number: '',
  first_page: '1313',
  last_page: '1336',
  citations: [
    { type: 'parallel', cite: '57 Cal. Rptr. 3d 644' },
    { type: 'official', cite: '40 Cal. 4th 1313' },
  ],
  court: { id: 8816, name: 'Supreme Court of California', name_abbreviation: 'Cal.' },
  jurisdiction: { id: 15, name: 'Cal.', name_long: 'California' },
  file_name: '1313-01',
  casebody: {
    head_matter: 'Head matter',
    opinions: [
      { type: 'dissent', text: 'A dissent.' },
      { type: 'majority', text: 'Apportionment is based on causation.' },
    ],
  },
};

describe('Caselaw Access Project case → case result', () => {
  it('maps name, official citation, court, date, majority text, url and exact relevance', () => {
    expect(capCaseToResult(capCase, { baseUrl: 'https://static.case.law', reporterSlug: 'cal-4th', volume: '40' })).toEqual({
      id: 'caselaw:11659580',
      name: "Brodie v. Workers' Comp. Appeals Bd.",
      citation: '40 Cal. 4th 1313',
      court: 'Supreme Court of California',
      date: '2007-04-19',
      summary: 'Apportionment is based on causation.',
      url: 'https://static.case.law/cal-4th/40/html/1313-01.html',
      relevance: 1,
      source: 'caselaw',
    });
  });

  it('uses the head matter when there is no opinion text, and cuts long text at a word', () => {
    const bare = { ...capCase, casebody: { head_matter: 'Only head matter.', opinions: [] } };
    expect(capCaseToResult(bare, { baseUrl: 'b', reporterSlug: 's', volume: '1' }).summary).toBe('Only head matter.');
    const wrapped: CapCase = { ...capCase, casebody: { data: { opinions: [{ type: 'majority', text: 'Wrapped in data.' }] } } };
    expect(capCaseToResult(wrapped, { baseUrl: 'b', reporterSlug: 's', volume: '1' }).summary).toBe('Wrapped in data.');
    expect(capCaseToResult({ ...capCase, casebody: undefined }, { baseUrl: 'b', reporterSlug: 's', volume: '1' }).summary).toBe('');
    expect(cutText('one two three four', 10)).toBe('one two…');
    expect(cutText('short', 10)).toBe('short');
  });

  it('finds the reporter by short name and the case by first page or citation', () => {
    const reporters = [
      { id: 1, slug: 'us', full_name: 'United States Reports', short_name: 'U.S.' },
      { id: 2, slug: 'cal-4th', full_name: 'California Supreme Court Reports, Fourth Series', short_name: 'Cal. 4th' },
    ];
    expect(findCapReporter(reporters, 'Cal.4th')?.slug).toBe('cal-4th');
    expect(findCapReporter(reporters, 'F.3d')).toBeNull();
    expect(findCapCases([capCase], { volume: '40', reporter: 'Cal.4th', page: '1313' })).toHaveLength(1);
    expect(findCapCases([capCase], { volume: '57', reporter: 'Cal.Rptr.3d', page: '644' })).toHaveLength(1);
    expect(findCapCases([capCase], { volume: '40', reporter: 'Cal.4th', page: '1314' })).toHaveLength(0);
  });

  it('filters by jurisdiction, court and dates', () => {
    expect(capCaseMatchesFilters(capCase, { query: 'x', jurisdiction: 'California' })).toBe(true);
    expect(capCaseMatchesFilters(capCase, { query: 'x', jurisdiction: 'Cal' })).toBe(true);
    expect(capCaseMatchesFilters(capCase, { query: 'x', jurisdiction: 'New York' })).toBe(false);
    expect(capCaseMatchesFilters(capCase, { query: 'x', court: 'supreme court' })).toBe(true);
    expect(capCaseMatchesFilters(capCase, { query: 'x', court: 'Court of Appeal' })).toBe(false);
    expect(capCaseMatchesFilters(capCase, { query: 'x', dateRange: { start: '2007-04-19', end: '2007-04-19' } })).toBe(true);
    expect(capCaseMatchesFilters(capCase, { query: 'x', dateRange: { start: '2007-04-20' } })).toBe(false);
    expect(capCaseMatchesFilters(capCase, { query: 'x', dateRange: { end: '2007-04-18' } })).toBe(false);
  });
});

/** Shaped as one result of CourtListener's /api/rest/v4/search/?type=o. */
const clResult: CourtListenerSearchResult = {
  cluster_id: 105221,
  caseName: 'Brown v. Board of Education',
  caseNameFull: 'Brown et al. v. Board of Education of Topeka et al.',
  citation: ['347 U.S. 483', '74 S. Ct. 686'],
  court: 'Supreme Court of the United States',
  court_id: 'scotus',
  court_citation_string: 'SCOTUS',
  dateFiled: '1954-05-17',
  absolute_url: '/opinion/105221/brown-v-board-of-education/',
  meta: { score: { bm25: 8 } },
  opinions: [
    { id: 1, snippet: 'the doctrine of &quot;separate but <mark>equal</mark>&quot; has no place', type: '020lead' },
    { id: 2, snippet: '<mark>Separate</mark> educational facilities', type: '030concurrence' },
  ],
};

describe('CourtListener result → case result', () => {
  it('maps caseName, the first citation, court, dateFiled, snippets without HTML, the full url and the cluster id', () => {
    expect(courtListenerResultToCase(clResult, 'https://www.courtlistener.com', 0.5)).toEqual({
      id: 'courtlistener:105221',
      name: 'Brown v. Board of Education',
      citation: '347 U.S. 483',
      court: 'Supreme Court of the United States',
      date: '1954-05-17',
      summary: 'the doctrine of "separate but equal" has no place … Separate educational facilities',
      url: 'https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/',
      relevance: 0.5,
      source: 'courtlistener',
    });
  });

  it('copes with a result without citations, court, date or snippets', () => {
    const bare = courtListenerResultToCase({ cluster_id: 7, caseName: 'In re X', absolute_url: '/opinion/7/in-re-x/' }, 'http://cl', 1);
    expect(bare).toMatchObject({ citation: '', court: '', date: '', summary: '', url: 'http://cl/opinion/7/in-re-x/' });
  });

  it('strips tags and entities', () => {
    expect(stripHtml('<mark>a</mark> &amp; <b>b</b>&#39;s  \n c')).toBe("a & b's c");
  });

  it('gives relevance relative to the best bm25, or by rank without scores', () => {
    const withScore = (bm25?: number): CourtListenerSearchResult => ({ ...clResult, meta: bm25 === undefined ? {} : { score: { bm25 } } });
    expect(courtListenerRelevance([withScore(8), withScore(4), withScore(2)])).toEqual([1, 0.5, 0.25]);
    expect(courtListenerRelevance([withScore(), withScore()])).toEqual([1, 0.5]);
  });
});
