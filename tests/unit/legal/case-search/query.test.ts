import { describe, expect, it } from 'vitest';
import { caseQueryKey, citationInQuery, courtListenerCourtFilter, normalizeCaseQuery, reporterKey, SUGGESTED_COURTS, SUGGESTED_JURISDICTIONS } from '../../../../domain/legal/case-search/query';

describe('a citation in a case query', () => {
  it.each([
    ['347 U.S. 483', { volume: '347', reporter: 'U.S.', page: '483' }],
    ['Brown v. Board of Education, 347 U.S. 483 (1954)', { volume: '347', reporter: 'U.S.', page: '483' }],
    ['Brodie (2007) 40 Cal.4th 1313', { volume: '40', reporter: 'Cal.4th', page: '1313' }],
    ['187 Cal. App. 4th 808 apportionment', { volume: '187', reporter: 'Cal. App. 4th', page: '808' }],
    ['16 L. Ed. 2d 694', { volume: '16', reporter: 'L. Ed. 2d', page: '694' }],
  ])('%s', (query, parts) => {
    expect(citationInQuery(query)).toEqual(parts);
  });

  it('none in words, a year or a statute section', () => {
    expect(citationInQuery('apportionment of permanent disability')).toBeNull();
    expect(citationInQuery('decided in 2007 by the court')).toBeNull();
    expect(citationInQuery('Lab. Code, § 4663')).toBeNull();
    expect(citationInQuery('70 Cal.Comp.Cases 604')).toBeNull();
  });

  it('compares reporters without spaces, periods or case', () => {
    expect(reporterKey('Cal.App.4th')).toBe(reporterKey('Cal. App. 4th'));
    expect(reporterKey('U.S.')).not.toBe(reporterKey('U.S.C.'));
  });
});

describe('the cache key of a query', () => {
  it('is the same for case, spacing and the default limit', () => {
    expect(caseQueryKey({ query: '  Workers   Compensation ' })).toBe(caseQueryKey({ query: 'workers compensation', limit: 10 }));
    expect(caseQueryKey({ query: 'x', jurisdiction: 'California' })).toBe(caseQueryKey({ query: 'X', jurisdiction: ' california ' }));
  });

  it('differs in every filter', () => {
    const base = caseQueryKey({ query: 'x' });
    expect(caseQueryKey({ query: 'x', court: 'cal' })).not.toBe(base);
    expect(caseQueryKey({ query: 'x', jurisdiction: 'Ohio' })).not.toBe(base);
    expect(caseQueryKey({ query: 'x', dateRange: { start: '2000-01-01' } })).not.toBe(base);
    expect(caseQueryKey({ query: 'x', dateRange: { end: '2000-01-01' } })).not.toBe(base);
    expect(caseQueryKey({ query: 'x', limit: 5 })).not.toBe(base);
  });

  it('drops empty filters', () => {
    expect(normalizeCaseQuery({ query: 'x', court: ' ', dateRange: { start: '', end: '' } })).toEqual({ query: 'x', limit: 10 });
  });
});

describe("CourtListener's court filter", () => {
  it('passes court ids through and maps names it knows', () => {
    expect(courtListenerCourtFilter({ query: 'x', court: 'cal calctapp' })).toEqual({ court: 'cal calctapp' });
    expect(courtListenerCourtFilter({ query: 'x', court: 'Supreme Court of California' })).toEqual({ court: 'cal' });
    expect(courtListenerCourtFilter({ query: 'x', jurisdiction: 'California' })).toEqual({ court: 'cal calctapp' });
  });

  it('maps every court and jurisdiction the search form suggests, typed in any case', () => {
    for (const court of SUGGESTED_COURTS) {
      expect(courtListenerCourtFilter({ query: 'x', court }).court).toMatch(/^[a-z0-9]+$/);
      expect(courtListenerCourtFilter({ query: 'x', court: court.toLowerCase() })).toEqual(courtListenerCourtFilter({ query: 'x', court }));
    }
    for (const jurisdiction of SUGGESTED_JURISDICTIONS) expect(courtListenerCourtFilter({ query: 'x', jurisdiction }).court).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
  });

  it('matches a court name it does not know against the results, and the court wins over the jurisdiction', () => {
    expect(courtListenerCourtFilter({ query: 'x', court: 'Workers Comp Board', jurisdiction: 'California' })).toEqual({ courtNameContains: 'workers comp board' });
    expect(courtListenerCourtFilter({ query: 'x', jurisdiction: 'Atlantis' })).toEqual({});
  });
});
