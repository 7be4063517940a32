import type { ScheduleSpec } from '@temporalio/client';
import { describe, expect, it } from 'vitest';
import type { Schedule, ScheduleRecurrence } from '../../../domain/automation/definition';
import { upcomingRuns } from '../../../domain/automation/schedule';
import { toTemporalScheduleSpec, type TemporalScheduleSpec } from '../../../domain/automation/schedule-temporal';
import { temporalFireTimes } from './temporal-simulator';

const recurring = (startDate: string, time: string, recurrence: ScheduleRecurrence, extra: Partial<Schedule> = {}): Schedule => ({ type: 'recurring', startDate, time, recurrence, enabled: true, ...extra });
const specOf = (schedule: Schedule, timeZone?: string): TemporalScheduleSpec => {
  const mapped = toTemporalScheduleSpec(schedule, timeZone);
  if (!mapped.spec) throw new Error(mapped.reason);
  return mapped.spec;
};
const reasonOf = (schedule: Schedule, timeZone?: string) => {
  const mapped = toTemporalScheduleSpec(schedule, timeZone);
  return mapped.spec ? null : mapped.reason;
};

describe('toTemporalScheduleSpec: the shape for each kind', () => {
  it('is assignable to the SDK ScheduleSpec as it is', () => {
    const spec: ScheduleSpec = specOf(recurring('2025-01-31', '09:00', { frequency: 'monthly', interval: 1 }));
    expect(spec.timezone).toBe('America/Los_Angeles');
  });

  it('once: one calendar entry for the date and time, startAt = endAt', () => {
    expect(specOf({ type: 'once', startDate: '2030-06-15', time: '10:05', enabled: true })).toEqual({
      calendars: [{ year: [2030], month: ['JUNE'], dayOfMonth: [15], hour: 10, minute: 5 }],
      startAt: new Date('2030-06-15T17:05:00Z'),
      endAt: new Date('2030-06-15T17:05:00Z'),
      timezone: 'America/Los_Angeles',
    });
  });

  it('hourly: an interval of n hours through the start instant', () => {
    expect(specOf(recurring('2025-01-31', '09:00', { frequency: 'hourly', interval: 5 }, { endDate: '2025-03-01' }))).toEqual({
      intervals: [{ every: 5 * 3_600_000, offset: Date.parse('2025-01-31T17:00:00Z') % (5 * 3_600_000) }],
      startAt: new Date('2025-01-31T17:00:00Z'),
      endAt: new Date('2025-03-02T07:59:59Z'),
      timezone: 'America/Los_Angeles',
    });
  });

  it('daily and weekly every 1: a wall-clock calendar entry', () => {
    expect(specOf(recurring('2025-01-01', '09:30', { frequency: 'daily', interval: 1 })).calendars).toEqual([{ hour: 9, minute: 30 }]);
    expect(specOf(recurring('2025-01-01', '09:30', { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] })).calendars).toEqual([
      { hour: 9, minute: 30, dayOfWeek: ['MONDAY', 'WEDNESDAY', 'FRIDAY'] },
    ]);
  });

  it('monthly: the run months, with extra entries that reproduce the clamping', () => {
    expect(specOf(recurring('2025-01-20', '09:00', { frequency: 'monthly', interval: 3, dayOfMonth: 15 })).calendars).toEqual([
      { hour: 9, minute: 0, dayOfMonth: [15], month: ['JANUARY', 'APRIL', 'JULY', 'OCTOBER'] },
    ]);
    const calendars = specOf(recurring('2025-01-31', '09:00', { frequency: 'monthly', interval: 1 })).calendars!;
    expect(calendars.map(({ dayOfMonth, month }) => [dayOfMonth, month?.length])).toEqual([
      [[31], 7],
      [[30], 4],
      [[29], 1],
      [[28], 1],
    ]);
    expect(calendars[3]!.year).toEqual([{ start: 2025, end: 2100, step: 4 }, { start: 2026, end: 2100, step: 4 }, { start: 2027, end: 2100, step: 4 }, 2100]);
  });

  it('daily and weekly with interval > 1: intervals in a fixed-offset zone, else null', () => {
    expect(specOf(recurring('2025-01-01', '09:00', { frequency: 'daily', interval: 3 }), 'UTC').intervals).toEqual([{ every: 3 * 86_400_000, offset: Date.parse('2025-01-01T09:00:00Z') % (3 * 86_400_000) }]);
    expect(specOf(recurring('2025-01-01', '09:00', { frequency: 'weekly', interval: 2, daysOfWeek: [2, 4] }), 'UTC').intervals).toHaveLength(2);
    expect(reasonOf(recurring('2025-01-01', '09:00', { frequency: 'daily', interval: 2 }))).toBe(
      'Every 2 days at a wall-clock time cannot be a Temporal calendar, and a 48-hour interval would shift by an hour across daylight-saving changes in America/Los_Angeles.',
    );
    expect(reasonOf(recurring('2025-01-01', '09:00', { frequency: 'weekly', interval: 2 }))).toMatch(/^Every 2 weeks cannot be a Temporal calendar/);
  });

  it('monthly with an interval that does not divide 12: null', () => {
    expect(reasonOf(recurring('2025-01-01', '09:00', { frequency: 'monthly', interval: 5 }))).toBe('Every 5 months falls on different months each year, which a Temporal calendar cannot express.');
  });

  it('a time skipped or repeated by DST on a run date: null; on other dates: fine', () => {
    expect(reasonOf(recurring('2025-01-01', '02:30', { frequency: 'daily', interval: 1 }))).toBe(
      '02:30 is skipped or repeated by a daylight-saving change in America/Los_Angeles (e.g. on 2025-03-09), where Temporal would skip or double the run.',
    );
    expect(reasonOf(recurring('2025-01-01', '01:30', { frequency: 'weekly', interval: 1, daysOfWeek: [0] }))).toMatch(/e\.g\. on 2025-11-02/);
    expect(reasonOf({ type: 'once', startDate: '2025-11-02', time: '01:15', enabled: true })).not.toBeNull();
    expect(reasonOf(recurring('2025-01-01', '02:30', { frequency: 'monthly', interval: 1, dayOfMonth: 8 }))).toMatch(/e\.g\. on 2026-03-08/);
    expect(reasonOf(recurring('2025-01-01', '02:30', { frequency: 'weekly', interval: 1, daysOfWeek: [1] }))).toBeNull();
    expect(reasonOf(recurring('2025-01-01', '01:30', { frequency: 'monthly', interval: 1, dayOfMonth: 15 }))).toBeNull();
    expect(reasonOf(recurring('2025-01-01', '02:30', { frequency: 'daily', interval: 1 }), 'UTC')).toBeNull();
    expect(reasonOf(recurring('2025-01-01', '02:30', { frequency: 'hourly', interval: 1 }))).toBeNull();
  });

  it('incomplete schedules and years past Temporal calendars: null with the reason', () => {
    expect(reasonOf({ type: 'recurring', startDate: '', time: '09:00', enabled: true })).toMatch(/^The schedule is incomplete: Choose the start date\./);
    expect(reasonOf({ type: 'once', startDate: '2101-01-01', time: '09:00', enabled: true })).toBe('Temporal calendars end in 2100.');
  });

  it('maps enabled to the paused state, not to the spec', () => {
    const schedule = recurring('2025-01-01', '09:00', { frequency: 'daily', interval: 1 });
    expect(toTemporalScheduleSpec(schedule)).toMatchObject({ paused: false });
    expect(toTemporalScheduleSpec({ ...schedule, enabled: false })).toMatchObject({ paused: true, spec: specOf(schedule) });
  });
});

describe('toTemporalScheduleSpec fires exactly when nextRun says', () => {
  const cases: Array<[string, Schedule, string?]> = [
    ['daily 09:00 across both DST changes', recurring('2025-01-01', '09:00', { frequency: 'daily', interval: 1 })],
    ['daily 23:30 with an end date', recurring('2025-03-01', '23:30', { frequency: 'daily', interval: 1 }, { endDate: '2025-11-10' })],
    ['weekly Mon/Wed/Fri', recurring('2025-01-01', '08:15', { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] })],
    ['weekly Monday 02:30', recurring('2025-01-01', '02:30', { frequency: 'weekly', interval: 1, daysOfWeek: [1] })],
    ['monthly on the 31st', recurring('2025-01-31', '09:00', { frequency: 'monthly', interval: 1 })],
    ['monthly on the 29th', recurring('2025-01-29', '18:45', { frequency: 'monthly', interval: 1 })],
    ['every 3 months on the 30th, through a leap February', recurring('2027-11-30', '08:00', { frequency: 'monthly', interval: 3 })],
    ['every 2 months on the 31st', recurring('2025-12-05', '07:00', { frequency: 'monthly', interval: 2, dayOfMonth: 31 })],
    ['every 12 months on Feb 29', recurring('2028-02-29', '12:00', { frequency: 'monthly', interval: 12 })],
    ['hourly every 5 hours across DST', recurring('2025-03-08', '01:15', { frequency: 'hourly', interval: 5 })],
    ['hourly every hour with an end date', recurring('2025-11-01', '00:00', { frequency: 'hourly', interval: 1 }, { endDate: '2025-11-03' })],
    ['once', { type: 'once', startDate: '2025-06-15', time: '10:00', enabled: true }],
    ['every 3 days in UTC', recurring('2025-01-01', '09:00', { frequency: 'daily', interval: 3 }), 'UTC'],
    ['every 2 weeks Tue/Thu in UTC', recurring('2025-01-01', '09:00', { frequency: 'weekly', interval: 2, daysOfWeek: [2, 4] }), 'UTC'],
    ['Sundays at noon in Berlin', recurring('2025-01-01', '12:00', { frequency: 'weekly', interval: 1, daysOfWeek: [0] }), 'Europe/Berlin'],
  ];

  it.each(cases)('%s', (_name, schedule, timeZone) => {
    // Up to 1000 runs (upcomingRuns' cap) or to 2029, whichever comes first.
    const from = Date.parse('2024-12-15T00:00:00Z');
    const runs = upcomingRuns(schedule, new Date(from), 1000, timeZone).map((date) => date.getTime());
    const to = Math.min(runs[999] ?? Infinity, Date.parse('2029-01-01T00:00:00Z'));
    const expected = runs.filter((time) => time <= to);
    expect(expected.length).toBeGreaterThan(0);
    expect(temporalFireTimes(specOf(schedule, timeZone), from, to)).toEqual(expected);
  });

  it('the simulator does see Temporal skip and double DST times (why those map to null)', () => {
    const spec: TemporalScheduleSpec = { calendars: [{ hour: 2, minute: 30 }, { hour: 1, minute: 30 }], timezone: 'America/Los_Angeles' };
    const march = temporalFireTimes(spec, Date.parse('2025-03-09T00:00:00Z'), Date.parse('2025-03-10T00:00:00Z'));
    expect(march.map((time) => new Date(time).toISOString())).toEqual(['2025-03-09T09:30:00.000Z']);
    const november = temporalFireTimes(spec, Date.parse('2025-11-02T00:00:00Z'), Date.parse('2025-11-03T00:00:00Z'));
    expect(november.map((time) => new Date(time).toISOString())).toEqual(['2025-11-02T08:30:00.000Z', '2025-11-02T09:30:00.000Z', '2025-11-02T10:30:00.000Z']);
  });
});
