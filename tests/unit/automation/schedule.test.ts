import { describe, expect, it } from 'vitest';
import type { Schedule, ScheduleRecurrence } from '../../../domain/automation/definition';
import { isScheduledRunTime, nextRun, upcomingRuns } from '../../../domain/automation/schedule';

/** Times are America/Los_Angeles unless a test says otherwise: PST is UTC−8 (winter), PDT is UTC−7 (summer). */
const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;
const recurring = (startDate: string, time: string, recurrence: ScheduleRecurrence, extra: Partial<Schedule> = {}): Schedule => ({ type: 'recurring', startDate, time, recurrence, enabled: true, ...extra });
const runs = (schedule: Schedule, now: string, count: number) => upcomingRuns(schedule, at(now), count).map(iso);

describe('one-off schedules (seed 001 §4)', () => {
  const once: Schedule = { type: 'once', startDate: '2025-06-15', time: '10:00', enabled: true };
  it('gives its date and time when in the future', () => {
    expect(iso(nextRun(once, at('2025-06-01T00:00:00Z')))).toBe('2025-06-15T17:00:00.000Z');
    expect(iso(nextRun(once, at('2025-06-15T16:59:59Z')))).toBe('2025-06-15T17:00:00.000Z');
  });
  it('gives none once it has passed (or is now)', () => {
    expect(nextRun(once, at('2025-06-15T17:00:00Z'))).toBeNull();
    expect(nextRun(once, at('2025-07-01T00:00:00Z'))).toBeNull();
    expect(runs(once, '2025-06-01T00:00:00Z', 5)).toEqual(['2025-06-15T17:00:00.000Z']);
  });
  it('ignores a recurrence', () => {
    expect(iso(nextRun({ ...once, recurrence: { frequency: 'daily', interval: 1 } }, at('2025-06-01T00:00:00Z')))).toBe('2025-06-15T17:00:00.000Z');
  });
});

describe('recurring schedules step forward by their interval until after now', () => {
  it('hourly, counted in elapsed hours from the start', () => {
    const hourly = recurring('2025-01-10', '09:30', { frequency: 'hourly', interval: 1 });
    expect(iso(nextRun(hourly, at('2025-01-01T00:00:00Z')))).toBe('2025-01-10T17:30:00.000Z');
    expect(iso(nextRun(hourly, at('2025-01-10T17:30:00Z')))).toBe('2025-01-10T18:30:00.000Z');
    expect(iso(nextRun(hourly, at('2025-01-12T03:00:00Z')))).toBe('2025-01-12T03:30:00.000Z');
    const every3 = recurring('2025-01-10', '09:30', { frequency: 'hourly', interval: 3 });
    expect(runs(every3, '2025-01-10T18:00:00Z', 3)).toEqual(['2025-01-10T20:30:00.000Z', '2025-01-10T23:30:00.000Z', '2025-01-11T02:30:00.000Z']);
  });

  it('daily, at the wall-clock time', () => {
    const daily = recurring('2025-01-10', '09:00', { frequency: 'daily', interval: 1 });
    expect(iso(nextRun(daily, at('2025-01-01T00:00:00Z')))).toBe('2025-01-10T17:00:00.000Z');
    expect(iso(nextRun(daily, at('2025-01-20T16:59:00Z')))).toBe('2025-01-20T17:00:00.000Z');
    expect(iso(nextRun(daily, at('2025-01-20T17:00:00Z')))).toBe('2025-01-21T17:00:00.000Z');
    const every3 = recurring('2025-01-10', '09:00', { frequency: 'daily', interval: 3 });
    expect(runs(every3, '2025-01-11T00:00:00Z', 3)).toEqual(['2025-01-13T17:00:00.000Z', '2025-01-16T17:00:00.000Z', '2025-01-19T17:00:00.000Z']);
    expect(iso(nextRun(every3, at('2025-01-31T18:00:00Z')))).toBe('2025-02-03T17:00:00.000Z');
  });

  it('weekly, on the chosen days (0 = Sunday) of every interval-th week from the start week', () => {
    // 2025-01-01 is a Wednesday; its week began on Sunday 2024-12-29.
    const mwf = recurring('2025-01-01', '08:00', { frequency: 'weekly', interval: 1, daysOfWeek: [5, 1, 3] });
    expect(runs(mwf, '2024-12-01T00:00:00Z', 4)).toEqual(['2025-01-01T16:00:00.000Z', '2025-01-03T16:00:00.000Z', '2025-01-06T16:00:00.000Z', '2025-01-08T16:00:00.000Z']);
    const fortnightly = recurring('2025-01-01', '08:00', { frequency: 'weekly', interval: 2, daysOfWeek: [1, 3] });
    expect(runs(fortnightly, '2024-12-01T00:00:00Z', 5)).toEqual([
      '2025-01-01T16:00:00.000Z',
      '2025-01-13T16:00:00.000Z',
      '2025-01-15T16:00:00.000Z',
      '2025-01-27T16:00:00.000Z',
      '2025-01-29T16:00:00.000Z',
    ]);
    expect(iso(nextRun(fortnightly, at('2025-01-16T00:00:00Z')))).toBe('2025-01-27T16:00:00.000Z');
  });

  it("weekly without chosen days runs on the start date's weekday", () => {
    const weekly = recurring('2025-01-01', '08:00', { frequency: 'weekly', interval: 3, daysOfWeek: [] });
    expect(runs(weekly, '2025-01-01T16:00:00Z', 2)).toEqual(['2025-01-22T16:00:00.000Z', '2025-02-12T16:00:00.000Z']);
  });

  it('monthly clamps the day to the month: Jan 31 → Feb 28 → Mar 31 → Apr 30', () => {
    const monthly = recurring('2025-01-31', '09:00', { frequency: 'monthly', interval: 1 });
    expect(runs(monthly, '2025-01-01T00:00:00Z', 4)).toEqual(['2025-01-31T17:00:00.000Z', '2025-02-28T17:00:00.000Z', '2025-03-31T16:00:00.000Z', '2025-04-30T16:00:00.000Z']);
  });

  it('monthly clamps to Feb 29 in a leap year, and back to the 31st after', () => {
    const monthly = recurring('2024-01-31', '09:00', { frequency: 'monthly', interval: 1 });
    expect(runs(monthly, '2024-01-01T00:00:00Z', 3)).toEqual(['2024-01-31T17:00:00.000Z', '2024-02-29T17:00:00.000Z', '2024-03-31T16:00:00.000Z']);
  });

  it('monthly every interval-th month, on a chosen day, from the start date on', () => {
    const quarterly = recurring('2025-01-20', '09:00', { frequency: 'monthly', interval: 3, dayOfMonth: 15 });
    // The 15th of January is before the start, so the first run is in April.
    expect(runs(quarterly, '2025-01-01T00:00:00Z', 3)).toEqual(['2025-04-15T16:00:00.000Z', '2025-07-15T16:00:00.000Z', '2025-10-15T16:00:00.000Z']);
    const everyOther31st = recurring('2025-11-05', '07:00', { frequency: 'monthly', interval: 2, dayOfMonth: 31 });
    expect(runs(everyOther31st, '2025-11-01T00:00:00Z', 4)).toEqual(['2025-11-30T15:00:00.000Z', '2026-01-31T15:00:00.000Z', '2026-03-31T14:00:00.000Z', '2026-05-31T14:00:00.000Z']);
  });
});

describe('end dates and disabled schedules', () => {
  const daily = recurring('2025-01-10', '09:00', { frequency: 'daily', interval: 1 }, { endDate: '2025-01-12' });
  it('runs on the end date itself, then stops', () => {
    expect(runs(daily, '2025-01-01T00:00:00Z', 10)).toEqual(['2025-01-10T17:00:00.000Z', '2025-01-11T17:00:00.000Z', '2025-01-12T17:00:00.000Z']);
    expect(nextRun(daily, at('2025-01-12T17:00:00Z'))).toBeNull();
  });
  it('stops hourly runs after the end date (in the schedule zone)', () => {
    const hourly = recurring('2025-01-12', '21:00', { frequency: 'hourly', interval: 1 }, { endDate: '2025-01-12' });
    expect(runs(hourly, '2025-01-01T00:00:00Z', 10)).toEqual(['2025-01-13T05:00:00.000Z', '2025-01-13T06:00:00.000Z', '2025-01-13T07:00:00.000Z']);
  });
  it('a one-off on its end date runs; one ending before its date never does', () => {
    const once: Schedule = { type: 'once', startDate: '2025-01-10', time: '09:00', enabled: true };
    expect(iso(nextRun({ ...once, endDate: '2025-01-10' }, at('2025-01-01T00:00:00Z')))).toBe('2025-01-10T17:00:00.000Z');
    expect(nextRun({ ...once, endDate: '2025-01-09' }, at('2025-01-01T00:00:00Z'))).toBeNull();
  });
  it('a disabled schedule has no next run', () => {
    expect(nextRun({ ...daily, enabled: false }, at('2025-01-01T00:00:00Z'))).toBeNull();
    expect(nextRun({ type: 'once', startDate: '2030-01-01', time: '09:00', enabled: false }, at('2025-01-01T00:00:00Z'))).toBeNull();
    expect(upcomingRuns({ ...daily, enabled: false }, at('2025-01-01T00:00:00Z'), 5)).toEqual([]);
  });
  it('an incomplete schedule has no next run (the validator says why)', () => {
    expect(nextRun({ type: 'once', startDate: '', time: '09:00', enabled: true }, at('2025-01-01T00:00:00Z'))).toBeNull();
    expect(nextRun({ type: 'recurring', startDate: '2025-01-01', time: '09:00', enabled: true }, at('2025-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('upcomingRuns and isScheduledRunTime', () => {
  it('gives no runs for a count of 0 and stops at the end date', () => {
    const daily = recurring('2025-01-10', '09:00', { frequency: 'daily', interval: 1 });
    expect(upcomingRuns(daily, at('2025-01-01T00:00:00Z'), 0)).toEqual([]);
    expect(upcomingRuns({ ...daily, endDate: '2025-01-10' }, at('2025-01-01T00:00:00Z'), 5)).toHaveLength(1);
  });
  it('recognises exact run times only', () => {
    const daily = recurring('2025-01-10', '09:00', { frequency: 'daily', interval: 2 });
    expect(isScheduledRunTime(daily, at('2025-01-12T17:00:00Z'))).toBe(true);
    expect(isScheduledRunTime(daily, at('2025-01-11T17:00:00Z'))).toBe(false);
    expect(isScheduledRunTime(daily, at('2025-01-12T17:00:01Z'))).toBe(false);
  });
  it('rejects an unknown time zone', () => {
    expect(() => nextRun({ type: 'once', startDate: '2030-01-01', time: '09:00', enabled: true }, at('2025-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow('Unknown time zone: Mars/Olympus');
  });
});
