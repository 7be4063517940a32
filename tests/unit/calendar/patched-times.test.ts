import { describe, expect, it } from 'vitest';
import { patchedTimes } from '../../../api/calendar/patched-times';
import type { CalendarEventRow } from '../../../db/tables/analysis';

const timed = { start_at: new Date('2031-07-01T16:00:00Z'), end_at: new Date('2031-07-01T17:30:00Z'), all_day: false, time_zone: 'America/Los_Angeles' } as CalendarEventRow;
const allDay = { start_at: new Date('2031-06-02T07:00:00Z'), end_at: new Date('2031-06-05T07:00:00Z'), all_day: true, time_zone: 'America/Los_Angeles' } as CalendarEventRow;

describe('the times of an edited event', () => {
  it('changes nothing when no time is given', () => {
    expect(patchedTimes(timed, {})).toBeNull();
  });
  it('keeps the length when only the start moves (a drag)', () => {
    expect(patchedTimes(timed, { start: '2031-07-02T18:00:00Z' })).toEqual({ start: new Date('2031-07-02T18:00:00Z'), end: new Date('2031-07-02T19:30:00Z'), allDay: false });
  });
  it('takes a new end (a resize), or one hour when it is not after the start', () => {
    expect(patchedTimes(timed, { end: '2031-07-01T20:00:00Z' })?.end).toEqual(new Date('2031-07-01T20:00:00Z'));
    expect(patchedTimes(timed, { end: '2031-07-01T15:00:00Z' })?.end).toEqual(new Date('2031-07-01T17:00:00Z'));
  });
  it("keeps an all-day event's number of days when it moves, across a DST change", () => {
    expect(patchedTimes(allDay, { start: '2031-11-01' })).toEqual({ start: new Date('2031-11-01T07:00:00Z'), end: new Date('2031-11-04T08:00:00Z'), allDay: true });
  });
  it('turns a timed event into a one-day all-day event', () => {
    expect(patchedTimes(timed, { allDay: true })).toEqual({ start: new Date('2031-07-01T07:00:00Z'), end: new Date('2031-07-02T07:00:00Z'), allDay: true });
  });
});
