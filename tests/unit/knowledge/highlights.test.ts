import { describe, expect, it } from 'vitest';
import { highlightSpans, queryStems } from '../../../domain/knowledge/highlights';
import { stem } from '../../../domain/knowledge/stemming';

const marked = (text: string, query: string) => highlightSpans(text, query).map((span) => text.slice(span.start, span.end));

describe('stemming', () => {
  it.each([
    ['apportionment', 'apportioned', 'apportion'],
    ['injuries', 'injury', 'injured'],
    ['disability', 'disabled', 'disabled'],
    ['settlement', 'settled', 'settle'],
    ['Liens', 'lien', 'LIEN'],
    ['hearings', 'hearing', 'hear'],
  ])('%s, %s and %s share a stem', (a, b, c) => {
    expect(stem(a)).toBe(stem(b));
    expect(stem(b)).toBe(stem(c));
  });

  it('leaves short words, numbers and -ss / -us / -is endings alone', () => {
    expect(stem('QME')).toBe('qme');
    expect(stem('4663')).toBe('4663');
    expect(stem('process')).toBe(stem('process'));
    expect(stem('status')).toBe('status');
    expect(stem('basis')).toBe('basis');
  });
});

describe('highlight spans', () => {
  it('marks the query words case-insensitively, by stem, as offsets into the text', () => {
    const text = 'The QME apportioned 30% of the disability to prior injuries.';
    const spans = highlightSpans(text, 'apportionment injury');
    expect(spans).toEqual([
      { start: 8, end: 19 },
      { start: 51, end: 59 },
    ]);
    expect(marked(text, 'apportionment injury')).toEqual(['apportioned', 'injuries']);
    expect(marked(text, 'qme DISABILITY')).toEqual(['QME', 'disability']);
  });

  it('ignores English stop words in the query and in the text', () => {
    expect(queryStems('what is the date of the injury')).toEqual(new Set([stem('date'), stem('injury')]));
    expect(marked('The date of the injury was in March.', 'the of was')).toEqual([]);
  });

  it('merges neighbouring matches, across light punctuation or one stop word, into one span', () => {
    const text = 'Permanent and stationary status; permanent, stationary. Permanent disability stationary.';
    expect(marked(text, 'permanent stationary disability')).toEqual(['Permanent and stationary', 'permanent, stationary', 'Permanent disability stationary']);
    expect(marked('Labor Code § 4663 governs.', 'labor code 4663')).toEqual(['Labor Code § 4663']);
  });

  it('does not merge across a sentence break or two unrelated words', () => {
    expect(marked('Temporary. Disability', 'temporary disability')).toEqual(['Temporary', 'Disability']);
    expect(marked('temporary total and partial disability', 'temporary disability')).toEqual(['temporary', 'disability']);
  });

  it('skips words excluded with a leading minus, and words the text lacks', () => {
    expect(marked('lien claimant and medical lien', 'lien -medical')).toEqual(['lien', 'lien']);
    expect(marked('lien claimant', 'well-being')).toEqual([]);
  });

  it('gives nothing for a blank query or a query of stop words only', () => {
    expect(highlightSpans('Any text', '   ')).toEqual([]);
    expect(highlightSpans('Any text at all', 'at all')).toEqual([]);
  });
});
