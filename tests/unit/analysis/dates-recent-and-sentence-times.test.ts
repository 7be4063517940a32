import { describe, expect, it } from 'vitest';
import { findDateMentions, type DateReference } from '../../../domain/analysis/offline/date-mentions';

// Monday 7 December 2026, 09:25 in Los Angeles.
const MONDAY: DateReference = { instant: new Date('2026-12-07T17:25:00Z'), timeZone: 'America/Los_Angeles' };

const readings = (text: string) => findDateMentions(text, MONDAY).filter((found) => found.dayIsExplicit).map((found) => [found.date, found.time]);

describe('a day and month without a year', () => {
  it('is the recent day when that day fell a few weeks before the message', () => {
    expect(readings('Defense served the DOR on 12/2 and the lien claimant joined on 11/20.')).toEqual([
      ['2026-12-02', null],
      ['2026-11-20', null],
    ]);
  });

  it('is the recent day when the weekday written is that day\'s', () => {
    expect(readings('The DOR was filed Friday 12/4.')).toEqual([['2026-12-04', null]]);
  });

  it('is still the coming day when it lies ahead, or long past', () => {
    expect(readings('The MSC is 1/12 and the QME exam is 12/21.')).toEqual([
      ['2027-01-12', null],
      ['2026-12-21', null],
    ]);
    expect(readings('The trial resumes 6/3.')).toEqual([['2027-06-03', null]]);
  });
});

describe('a time given in the sentence after the day', () => {
  it('joins "Appointment time is …" and "Check-in time will be …" to the day before', () => {
    expect(readings('The evaluation is on Thursday, December 17, 2026. Appointment time is 9:30 a.m.')).toEqual([['2026-12-17', '09:30']]);
    expect(readings('Your exam is Friday, January 8, 2027. Check-in time will be 7:45 a.m.')).toEqual([['2027-01-08', '07:45']]);
  });
});
