import { describe, expect, it } from 'vitest';
import { expandOccurrences, recursWithin } from '../../../domain/calendar/recurrence';
import { checkRecurrence } from '../../../domain/calendar/recurrence-check';

describe('checkRecurrence', () => {
  it('accepts the four frequencies and writes the rule canonically', () => {
    expect(checkRecurrence('RRULE:freq=weekly;byday=mo,we')).toEqual({ ok: true, rule: 'FREQ=WEEKLY;BYDAY=MO,WE' });
    for (const freq of ['DAILY', 'MONTHLY', 'YEARLY']) expect(checkRecurrence(`FREQ=${freq}`).ok).toBe(true);
    expect(checkRecurrence('FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6')).toEqual({ ok: true, rule: 'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6' });
    expect(checkRecurrence('FREQ=MONTHLY;BYDAY=-1FR').ok).toBe(true);
    expect(checkRecurrence('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29').ok).toBe(true);
  });
  it.each([
    ['', /empty/],
    ['garbage', /"garbage" is not NAME=VALUE/],
    ['FREQ=HOURLY', /FREQ must be one of DAILY, WEEKLY, MONTHLY, YEARLY/],
    ['FREQ=SECONDLY', /FREQ must be one of/],
    ['BYDAY=MO', /FREQ is missing/],
    ['FREQ=DAILY;COUNT=abc', /COUNT must be a whole number/],
    ['FREQ=DAILY;COUNT=2;UNTIL=20311231T000000Z', /COUNT and UNTIL cannot both be given/],
    ['FREQ=DAILY;BYHOUR=9', /BYHOUR is not supported/],
    ['FREQ=DAILY;DTSTART=20310101T000000Z', /DTSTART is not supported/],
    ['FREQ=WEEKLY;BYDAY=XX', /BYDAY takes days/],
    ['FREQ=MONTHLY;BYMONTHDAY=first', /BYMONTHDAY takes whole numbers/],
    ['FREQ=MONTHLY;BYMONTHDAY=32', /BYMONTHDAY takes whole numbers from 1 to 31/],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', /no month named has such a day/],
    ['FREQ=WEEKLY;BYMONTHDAY=3', /cannot be used with FREQ=WEEKLY/],
    ['FREQ=WEEKLY;BYDAY=2MO', /needs FREQ=MONTHLY or FREQ=YEARLY/],
    ['FREQ=MONTHLY;BYDAY=6MO', /counts from 1 to 5/],
    ['FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=3', /cannot be combined with BYMONTHDAY/],
    ['FREQ=MONTHLY;BYSETPOS=10;BYDAY=MO', /BYSETPOS is not supported/],
    ['FREQ=YEARLY;BYWEEKNO=60', /BYWEEKNO is not supported/],
    ['FREQ=DAILY;UNTIL=tomorrow', /not a valid RRULE/],
    ['FREQ=DAILY;FREQ=WEEKLY', /given twice/],
  ])('refuses %j', (rule, message) => {
    const checked = checkRecurrence(rule);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(message);
  });
});

describe('expandOccurrences', () => {
  const weekly = { start: new Date('2031-03-03T17:00:00Z'), end: new Date('2031-03-03T18:00:00Z'), timeZone: 'America/Los_Angeles', allDay: false, recurrence: 'FREQ=WEEKLY;BYDAY=MO' };

  it('keeps the local time across a DST change', () => {
    const found = expandOccurrences(weekly, new Date('2031-03-01T00:00:00Z'), new Date('2031-03-20T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2031-03-03T17:00:00.000Z', '2031-03-10T16:00:00.000Z', '2031-03-17T16:00:00.000Z']);
    expect(found.every((o) => o.end.getTime() - o.start.getTime() === 3_600_000)).toBe(true);
  });

  it('includes an occurrence that started before the range and is still on, and never one at its end', () => {
    const found = expandOccurrences(weekly, new Date('2031-03-10T16:30:00Z'), new Date('2031-03-17T16:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2031-03-10T16:00:00.000Z']);
  });

  it('honours COUNT and UNTIL and the limit', () => {
    expect(expandOccurrences({ ...weekly, recurrence: 'FREQ=DAILY;COUNT=3' }, new Date('2031-01-01T00:00:00Z'), new Date('2032-01-01T00:00:00Z'))).toHaveLength(3);
    expect(expandOccurrences({ ...weekly, recurrence: 'FREQ=DAILY;UNTIL=20310305T235959Z' }, new Date('2031-01-01T00:00:00Z'), new Date('2032-01-01T00:00:00Z'))).toHaveLength(3);
    expect(expandOccurrences({ ...weekly, recurrence: 'FREQ=DAILY' }, new Date('2031-01-01T00:00:00Z'), new Date('2041-01-01T00:00:00Z'), 50)).toHaveLength(50);
  });

  it('finds a series begun long ago quickly, and knows a rule that happens', () => {
    const old = { ...weekly, start: new Date('1900-01-01T17:00:00Z'), end: new Date('1900-01-01T18:00:00Z'), recurrence: 'FREQ=DAILY' };
    const started = Date.now();
    const found = expandOccurrences(old, new Date('2199-01-01T08:00:00Z'), new Date('2199-01-08T08:00:00Z'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(found.map((o) => o.start.toISOString())[0]).toBe('2199-01-01T17:00:00.000Z');
    expect(found).toHaveLength(7);
    expect(recursWithin({ ...weekly, recurrence: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29' })).toBe(true);
  });

  it('keeps all-day occurrences on whole local days', () => {
    const trial = { start: new Date('2031-03-02T08:00:00Z'), end: new Date('2031-03-04T08:00:00Z'), timeZone: 'America/Los_Angeles', allDay: true, recurrence: 'FREQ=WEEKLY' };
    const [, second] = expandOccurrences(trial, new Date('2031-03-01T00:00:00Z'), new Date('2031-03-15T00:00:00Z'));
    expect(second).toEqual({ start: new Date('2031-03-09T08:00:00Z'), end: new Date('2031-03-11T07:00:00Z') });
  });
});
