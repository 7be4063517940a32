import { describe, expect, it } from 'vitest';
import { CASE_NUMBER_MESSAGES, caseNumberCarried, caseNumberTextPattern, checkCaseNumbers, normaliseCaseNumber } from '../../../domain/knowledge/case-numbers';

const finds = (caseNumber: string, text: string) => new RegExp(caseNumberTextPattern(normaliseCaseNumber(caseNumber)), 'i').test(text);

describe('case numbers of a matter', () => {
  it('normalises away spaces and letter case only', () => {
    expect(normaliseCaseNumber(' adj 1234 5678 ')).toBe('ADJ12345678');
    expect(normaliseCaseNumber('2:25-cv-04417-jfw-as')).toBe('2:25-CV-04417-JFW-AS');
    expect(normaliseCaseNumber('23STCV12345')).not.toBe(normaliseCaseNumber('23-STCV-12345'));
  });

  it('trims, keeps the first of two spellings of one number, and refuses empty, overlong, wordless or too many', () => {
    expect(checkCaseNumbers(['  ADJ12345678 ', 'adj 12345678', '23STCV12345'])).toEqual({ ok: true, caseNumbers: ['ADJ12345678', '23STCV12345'] });
    expect(checkCaseNumbers([])).toEqual({ ok: true, caseNumbers: [] });
    expect(checkCaseNumbers(['ADJ1', ' \t '])).toEqual({ ok: false, message: CASE_NUMBER_MESSAGES.empty });
    expect(checkCaseNumbers(['A'.repeat(40)])).toEqual({ ok: true, caseNumbers: ['A'.repeat(40)] });
    expect(checkCaseNumbers(['A'.repeat(41)])).toEqual({ ok: false, message: CASE_NUMBER_MESSAGES.tooLong });
    expect(checkCaseNumbers(['-/-'])).toEqual({ ok: false, message: CASE_NUMBER_MESSAGES.noLetterOrDigit });
    expect(checkCaseNumbers(Array.from({ length: 21 }, (_, index) => `ADJ${index}`))).toEqual({ ok: false, message: CASE_NUMBER_MESSAGES.tooMany });
    // Repeats of one number do not count towards the limit.
    expect(checkCaseNumbers(Array.from({ length: 30 }, () => 'ADJ1'))).toEqual({ ok: true, caseNumbers: ['ADJ1'] });
  });

  it('finds a number in free text in any spacing or case, but not inside a longer word or number', () => {
    expect(finds('ADJ12345678', 'Serve exhibits for adj 1234 5678 today')).toBe(true);
    expect(finds('ADJ12345678', 'ADJ12345678')).toBe(true);
    expect(finds('ADJ12345678', '(ADJ12345678)')).toBe(true);
    expect(finds('ADJ12345678', 'ADJ123456789')).toBe(false);
    expect(finds('ADJ12345678', 'XADJ12345678')).toBe(false);
    expect(finds('2:25-cv-04417-JFW-AS', 'Case 2:25-CV-04417-jfw-as, C.D. Cal.')).toBe(true);
    expect(finds('2:25-cv-04417-JFW-AS', 'Case 2:25-cv-04418-JFW-AS')).toBe(false);
    // Characters that mean something in a regular expression are taken as themselves.
    expect(finds('A.1(2)', 'see a.1(2) here')).toBe(true);
    expect(finds('A.1(2)', 'see AX1(2) here')).toBe(false);
  });

  it("names which of the matter's numbers an item carries, as the matter writes it", () => {
    const numbers = ['ADJ12345678', '23STCV12345'];
    expect(caseNumberCarried(numbers, { fields: ['23 stcv 12345'], texts: [] })).toBe('23STCV12345');
    expect(caseNumberCarried(numbers, { fields: [null], texts: ['Call about adj12345678'] })).toBe('ADJ12345678');
    expect(caseNumberCarried(numbers, { fields: ['ADJ1'], texts: [null, 'nothing here'] })).toBeNull();
  });
});
