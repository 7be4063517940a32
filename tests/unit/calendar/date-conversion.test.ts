import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_EVENT_MINUTES,
  DEFAULT_EVENT_MINUTES,
  DEFAULT_TIME_ZONE,
  TASK_EVENT_MINUTES,
  formatCalendarDate,
  formatClockTime,
  parseEventDate,
  parseEventTime,
  toEventTimes,
} from '../../../domain/calendar/date-conversion';

describe('calendar constants (seed 000 §9)', () => {
  it('uses America/Los_Angeles, 1-hour events, 30-minute automation events and 1-hour task events', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Los_Angeles');
    expect(DEFAULT_EVENT_MINUTES).toBe(60);
    expect(AUTOMATION_EVENT_MINUTES).toBe(30);
    expect(TASK_EVENT_MINUTES).toBe(60);
  });
});

describe('event date (seed 000 §5: year 1900–2200, month 1–12, day 1–31)', () => {
  it.each([
    ['2026-12-14', { year: 2026, month: 12, day: 14 }],
    ['1900-01-01', { year: 1900, month: 1, day: 1 }],
    ['2200-12-31', { year: 2200, month: 12, day: 31 }],
    ['2026-01-31', { year: 2026, month: 1, day: 31 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    [' 2026-3-7 ', { year: 2026, month: 3, day: 7 }],
  ])('%j is valid', (value, expected) => {
    expect(parseEventDate(value)).toEqual(expected);
  });

  it.each([
    ['1899-12-31', 'year below 1900'],
    ['2201-01-01', 'year above 2200'],
    ['2026-00-10', 'month 0'],
    ['2026-13-01', 'month 13'],
    ['2026-12-00', 'day 0'],
    ['2026-12-32', 'day 32'],
    ['2026-02-30', 'not a real calendar day'],
    ['2027-02-29', 'not a leap year'],
    ['2026-04-31', 'April has 30 days'],
    ['12/14/2026', 'not YYYY-MM-DD'],
    ['2026-12-14T08:30', 'a date-time'],
    ['', 'empty'],
  ])('%j is rejected (%s)', (value) => {
    expect(parseEventDate(value)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseEventDate(null)).toBeNull();
    expect(parseEventDate(undefined)).toBeNull();
  });
});

describe('event time (seed 000 §5: hour 0–23, 12 with AM/PM, minutes 0–59)', () => {
  it.each([
    ['08:30', 8, 30],
    ['8:30', 8, 30],
    ['00:00', 0, 0],
    ['23:59', 23, 59],
    ['13:05', 13, 5],
    ['08:30:00', 8, 30],
    ['9 AM', 9, 0],
    ['9am', 9, 0],
    ['9:30 a.m.', 9, 30],
    ['9:30 A.M.', 9, 30],
    ['2:00 PM', 14, 0],
    ['2:00pm', 14, 0],
    ['1 p.m.', 13, 0],
    ['11:59 PM', 23, 59],
    ['12 AM', 0, 0],
    ['12:15 am', 0, 15],
    ['12 PM', 12, 0],
    ['12:45 p.m.', 12, 45],
  ])('%j → %i:%i', (value, hour, minute) => {
    expect(parseEventTime(value)).toEqual({ hour, minute });
  });

  it.each([
    ['24:00', 'hour 24'],
    ['25:10', 'hour 25'],
    ['08:60', 'minutes 60'],
    ['13 PM', '13 with PM'],
    ['0 AM', '0 with AM'],
    ['9:75 AM', 'minutes 75 with AM'],
    ['9', 'hour without minutes or AM/PM'],
    ['830', 'no separator'],
    ['8.30', 'dot separator'],
    ['noon', 'words'],
    ['', 'empty'],
  ])('%j is rejected (%s)', (value) => {
    expect(parseEventTime(value)).toBeNull();
  });

  it('formats dates and times with leading zeros', () => {
    expect(formatCalendarDate({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
    expect(formatClockTime({ hour: 8, minute: 5 })).toBe('08:05');
  });
});

describe('toEventTimes', () => {
  it('needs both a valid date and a valid time', () => {
    expect(toEventTimes({ eventDate: '2026-12-14', eventTime: null })).toBeNull();
    expect(toEventTimes({ eventDate: null, eventTime: '08:30' })).toBeNull();
    expect(toEventTimes({ eventDate: '2026-02-30', eventTime: '08:30' })).toBeNull();
    expect(toEventTimes({ eventDate: '2026-12-14', eventTime: '25:00' })).toBeNull();
    expect(toEventTimes({ eventDate: '', eventTime: '' })).toBeNull();
  });

  it('defaults to America/Los_Angeles and a one-hour event (winter, UTC-8)', () => {
    expect(toEventTimes({ eventDate: '2027-01-20', eventTime: '1:30 PM', endTime: null })).toEqual({
      start: { dateTime: '2027-01-20T13:30:00', timeZone: 'America/Los_Angeles' },
      end: { dateTime: '2027-01-20T14:30:00', timeZone: 'America/Los_Angeles' },
      startUtc: '2027-01-20T21:30:00.000Z',
      endUtc: '2027-01-20T22:30:00.000Z',
    });
  });

  it('applies daylight saving time in July (UTC-7)', () => {
    const times = toEventTimes({ eventDate: '2027-07-14', eventTime: '08:30' });
    expect(times?.start.dateTime).toBe('2027-07-14T08:30:00');
    expect(times?.startUtc).toBe('2027-07-14T15:30:00.000Z');
    expect(times?.endUtc).toBe('2027-07-14T16:30:00.000Z');
  });

  it('uses a later end time when given', () => {
    const times = toEventTimes({ eventDate: '2026-12-01', eventTime: '9:00 AM', endTime: '11:00 AM' });
    expect(times?.end).toEqual({ dateTime: '2026-12-01T11:00:00', timeZone: 'America/Los_Angeles' });
    expect(times?.endUtc).toBe('2026-12-01T19:00:00.000Z');
  });

  it.each([
    ['equal to the start', '09:00'],
    ['before the start', '08:00'],
    ['invalid', '9:75'],
  ])('ends one hour after the start when the end time is %s', (_label, endTime) => {
    expect(toEventTimes({ eventDate: '2026-12-01', eventTime: '09:00', endTime })?.end.dateTime).toBe('2026-12-01T10:00:00');
  });

  it('rolls the default end over midnight', () => {
    const times = toEventTimes({ eventDate: '2026-12-31', eventTime: '11:30 PM' });
    expect(times?.end.dateTime).toBe('2027-01-01T00:30:00');
  });

  it('honours another time zone and rejects an unknown one', () => {
    const times = toEventTimes({ eventDate: '2026-12-14', eventTime: '08:30', timeZone: 'America/New_York' });
    expect(times?.start).toEqual({ dateTime: '2026-12-14T08:30:00', timeZone: 'America/New_York' });
    expect(times?.startUtc).toBe('2026-12-14T13:30:00.000Z');
    expect(toEventTimes({ eventDate: '2026-12-14', eventTime: '08:30', timeZone: 'Mars/Olympus_Mons' })).toBeNull();
  });

  it('treats a blank time zone as the default', () => {
    expect(toEventTimes({ eventDate: '2026-12-14', eventTime: '08:30', timeZone: ' ' })?.start.timeZone).toBe('America/Los_Angeles');
  });
});
