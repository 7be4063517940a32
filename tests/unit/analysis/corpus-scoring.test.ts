import { describe, expect, it } from 'vitest';
import { normalTime, sameCaseNumber, sameJudge, sameLocation } from '../../analysis-corpus/score';

describe('corpus scoring', () => {
  it('reads a judge the same with or without a title, initials or case', () => {
    expect(sameJudge('Maria T. Lopez', 'Hon. MARIA LOPEZ')).toBe(true);
    expect(sameJudge('Maria T. Lopez', 'WCJ Maria Lopez-Smith')).toBe(false);
    expect(sameJudge('Maria T. Lopez', null)).toBe(false);
    expect(sameJudge(null, 'Maria Lopez')).toBe(false);
    expect(sameJudge(null, null)).toBe(true);
  });

  it('compares times in 24-hour form', () => {
    expect(normalTime('8:30 AM')).toBe('08:30');
    expect(normalTime('12:00 PM')).toBe('12:00');
    expect(normalTime('12:15 am')).toBe('00:15');
    expect(normalTime('1:30 PM')).toBe('13:30');
    expect(normalTime('13:30')).toBe('13:30');
  });

  it('needs every location fragment, and no place where there is none', () => {
    expect(sameLocation(['Van Nuys'], 'WCAB Van Nuys District Office, 6150 Van Nuys Blvd')).toBe(true);
    expect(sameLocation(['Courtroom 7A', 'First Street'], 'Courtroom 7A')).toBe(false);
    expect(sameLocation(null, 'Phone')).toBe(false);
    expect(sameLocation(null, null)).toBe(true);
  });

  it('compares case numbers without spaces or case', () => {
    expect(sameCaseNumber('2:25-cv-04417-JFW-AS', '2:25-CV-04417-JFW-AS')).toBe(true);
    expect(sameCaseNumber('ADJ12345678', 'ADJ1234567')).toBe(false);
  });
});
