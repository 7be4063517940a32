import { describe, expect, it } from 'vitest';
import { checkCitations, markerNumbers } from '../../../domain/chat/citations';
import type { ChatSource } from '../../../domain/chat/views';

const source = (number: number, text: string): ChatSource => ({ number, documentId: `d${number}`, documentTitle: `Doc ${number}`, matterId: null, chunkId: `c${number}`, page: 2, charStart: 0, charEnd: text.length, text, similarity: 0.8 });
const SOURCES = [
  source(1, 'The Mandatory Settlement Conference is set for March 3, 2027 at 8:30 a.m. before Judge Alvarez at the Van Nuys district office.'),
  source(2, 'The applicant sustained an industrial injury to the lumbar spine; the panel QME rated whole person impairment at 12% on 3/3/2026.'),
];
const check = (answer: string) => checkCitations(answer, SOURCES).map((c) => ({ sentence: answer.slice(c.sentenceStart, c.sentenceEnd), problems: c.problems, supported: c.supported }));

describe('checking an answer’s citations', () => {
  it('accepts a paraphrase that keeps the source’s facts and an exact quote', () => {
    expect(check('The MSC is on March 3, 2027 at 8:30 a.m. before "Judge Alvarez" [1].')).toEqual([{ sentence: expect.any(String), problems: [], supported: true }]);
  });

  it('flags a figure the source does not give, even in another format of the same date', () => {
    expect(check('Impairment was rated at 12% on March 3, 2026 [2].')[0]!.supported).toBe(true);
    expect(check('Impairment was rated at 21% [2].')[0]!.problems).toEqual(['figures-differ']);
  });

  it('flags a quote that is not word for word in the cited source, but forgives case, curly quotes and ellipses', () => {
    expect(check('The injury was “to the lumbar spine” [2].')[0]!.supported).toBe(true);
    expect(check('The panel said "whole person impairment … 12%" [2].')[0]!.supported).toBe(true);
    expect(check('The injury was "to the cervical spine" [2].')[0]!.problems).toEqual(['quote-not-found']);
    expect(check('The judge is "Judge Alvarez" [2].')[0]!.problems).toContain('quote-not-found');
  });

  it('flags a source number that was not given and a claim the source does not make', () => {
    expect(check('It settled [7].')[0]!.problems).toEqual(['unknown-source']);
    expect(check('Whales sing opera under frozen lakes [1].')[0]!.problems).toEqual(['not-supported']);
  });

  it('checks an uncited quote against every source, and ignores uncited sentences without quotes', () => {
    expect(check('Plain advice with no source.')).toEqual([]);
    expect(check('They wrote "before Judge Alvarez".')).toEqual([]);
    expect(check('They wrote "before Judge Wapner".')[0]!.problems).toEqual(['quote-not-found']);
  });

  it('keeps a marker written after the period with its sentence, and reads lists of numbers', () => {
    const answer = 'The MSC is on March 3, 2027. [1] The rating is 12% [1, 2].';
    expect(check(answer).map((c) => c.sentence)).toEqual(['The MSC is on March 3, 2027. [1]', 'The rating is 12% [1, 2].']);
    expect(markerNumbers('[2, 3]')).toEqual([2, 3]);
  });

  it('does not count a list item’s number or a page reference as a figure', () => {
    expect(check('1. **Doc 1**, page 2: “set for March 3, 2027” [1]')[0]!.supported).toBe(true);
  });
});
