import { describe, expect, it } from 'vitest';
import { findDateMentions, type DateReference } from '../../../domain/analysis/offline/date-mentions';
import { ordinalValue, yearValue } from '../../../domain/analysis/offline/dates/number-words';

const zone = 'America/Los_Angeles';
// Friday 20 November 2026, 09:42 in Los Angeles.
const FRIDAY_MORNING: DateReference = { instant: new Date('2026-11-20T17:42:00Z'), timeZone: zone };
// Tuesday 24 November 2026, 21:30 in Los Angeles: already Wednesday in UTC.
const TUESDAY_NIGHT: DateReference = { instant: new Date('2026-11-25T05:30:00Z'), timeZone: zone };

function firstReading(text: string, reference = FRIDAY_MORNING): [string, string | null] | null {
  const mention = findDateMentions(text, reference).find((found) => found.dayIsExplicit);
  return mention ? [mention.date, mention.time] : null;
}

describe('numbers in words', () => {
  it.each([
    ['fourteenth', 14],
    ['twenty-first', 21],
    ['thirtieth', 30],
    ['3rd', 3],
  ])('day %j → %d', (words, value) => expect(ordinalValue(words)).toBe(value));

  it.each([
    ['two thousand twenty-six', 2026],
    ['two thousand and twenty-seven', 2027],
    ['twenty twenty-six', 2026],
    ['2026', 2026],
  ])('year %j → %d', (words, value) => expect(yearValue(words)).toBe(value));
});

describe('dates and times as senders write them', () => {
  it.each([
    ['on the fourteenth day of December, two thousand twenty-six', '2026-12-14', null],
    ['on the 3rd day of February, 2027 at 9:00 am', '2027-02-03', '09:00'],
    ['Monday, December the fourteenth, two thousand twenty-six, at 8:30 a.m.', '2026-12-14', '08:30'],
    ['on Thursday, February the eighteenth, two thousand twenty-seven, at the hour of ten o\'clock in the morning', '2027-02-18', '10:00'],
    ['on 14th December 2026 at 0830', '2026-12-14', '08:30'],
    ['When: 12/14/26 @ 0830', '2026-12-14', '08:30'],
    ['DATE:        9th March 2027\nTIME:        1030 hrs', '2027-03-09', '10:30'],
    ['Date:          05-11-2027\nTime:          0830', '2027-05-11', '08:30'],
    ['set for Tues., Jan. 5, 2027 at\n1.30 p.m. before', '2027-01-05', '13:30'],
    ['on December 3 at one-thirty p.m.', '2026-12-03', '13:30'],
    ['at half past nine on December 3', '2026-12-03', '09:30'],
    ['HEARING DATE\n12-14-2026\nHEARING TIME\n0830', '2026-12-14', '08:30'],
    ['set for the 14th day of December, 2026, at the hour of 8:30 a.m.', '2026-12-14', '08:30'],
    ['Date: Mon 12/14/26\nTime: 8:30a', '2026-12-14', '08:30'],
    ['at 08:30 hours on 12/14/2026', '2026-12-14', '08:30'],
    ['APPOINTMENT DATE:   10/13/2026\nAPPOINTMENT TIME:   1:00 PM', '2026-10-13', '13:00'],
    ['Date ............ Wednesday, February 17, 2027\nTime ............ 8:00 AM', '2027-02-17', '08:00'],
    ['Appt Date:      09/22/2026 (Tuesday)\nAppt Time:      08:30 AM', '2026-09-22', '08:30'],
  ])('%j → %s %s', (text, date, time) => {
    expect(firstReading(text)).toEqual([date, time]);
  });

  it('keeps each mention\'s text, index and end true to the message', () => {
    const text = 'Trial is set on 14th December 2026 at 0830 hours in Van Nuys.';
    const [mention] = findDateMentions(text, FRIDAY_MORNING);
    expect(mention && text.slice(mention.index, mention.end)).toBe(mention?.text);
    expect(mention?.text).toContain('14th December 2026 at 0830 hours');
  });

  it('does not read a street number after "at" as a time', () => {
    expect(findDateMentions('Please meet us at 1400 W. Covina Parkway.', FRIDAY_MORNING).filter((found) => found.time)).toEqual([]);
  });

  it('does not read "the 2nd floor" or "the 9th Circuit" as dates', () => {
    expect(findDateMentions('on the 2nd floor of the 9th Circuit building', FRIDAY_MORNING)).toEqual([]);
  });

  it('ignores "now" as a date', () => {
    expect(firstReading('The conference is now on Tuesday, March 16, 2027 at 10:30 a.m.')).toEqual(['2027-03-16', '10:30']);
  });
});

describe('relative dates read from the sent instant in Los Angeles', () => {
  it.each([
    ['tomorrow at noon', '2026-11-21', '12:00'],
    ['next Wednesday morning at 9', '2026-11-25', '09:00'],
    ['today at 4pm', '2026-11-20', '16:00'],
    // Appointments keep working hours: a bare 3:15 is the afternoon.
    ['he can call you Friday at 3:15', '2026-11-27', '15:15'],
    ['Case review meeting Tuesday the 9th at 8am', '2027-02-09', '08:00'],
    // Written on a Friday, a bare "Friday" is next week's; "this Friday" is today.
    ['Can we talk Friday at 10?', '2026-11-27', '10:00'],
    ['Can we talk this Friday at 10?', '2026-11-20', '10:00'],
    ['I can come in on the 15th at 11', '2026-12-15', '11:00'],
  ])('%j → %s %s', (text, date, time) => {
    expect(firstReading(text)).toEqual([date, time]);
  });

  it('reads "tomorrow" from the Pacific evening, not from the next day in UTC', () => {
    expect(firstReading('See you tomorrow at noon', TUESDAY_NIGHT)).toEqual(['2026-11-25', '12:00']);
    expect(firstReading('Lunch Thursday at 12:30?', TUESDAY_NIGHT)).toEqual(['2026-11-26', '12:30']);
  });
});
