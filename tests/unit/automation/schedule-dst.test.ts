import { describe, expect, it } from 'vitest';
import { fromEpochDay, formatCivilDate } from '../../../domain/automation/civil-date';
import type { Schedule, ScheduleFrequency } from '../../../domain/automation/definition';
import { nextRun, upcomingRuns } from '../../../domain/automation/schedule';
import { firstRunDateOnOrAfter, runsOnDate } from '../../../domain/automation/schedule-dates';
import { parseSchedule } from '../../../domain/automation/schedule-parse';

const at = (iso: string) => new Date(iso);
const runs = (schedule: Schedule, now: string, count: number, timeZone?: string) => upcomingRuns(schedule, at(now), count, timeZone).map((date) => date.toISOString());
const daily = (startDate: string, time: string): Schedule => ({ type: 'recurring', startDate, time, recurrence: { frequency: 'daily', interval: 1 }, enabled: true });

describe('DST in America/Los_Angeles: March (clocks go forward on 2025-03-09)', () => {
  it('keeps a daily run at the same wall-clock time: 09:00 PST then 09:00 PDT', () => {
    expect(runs(daily('2025-03-08', '09:00'), '2025-03-01T00:00:00Z', 3)).toEqual(['2025-03-08T17:00:00.000Z', '2025-03-09T16:00:00.000Z', '2025-03-10T16:00:00.000Z']);
  });
  it('moves a skipped time (02:30) forward to 03:30 PDT on the change day only', () => {
    expect(runs(daily('2025-03-08', '02:30'), '2025-03-01T00:00:00Z', 3)).toEqual(['2025-03-08T10:30:00.000Z', '2025-03-09T10:30:00.000Z', '2025-03-10T09:30:00.000Z']);
  });
  it('keeps hourly runs one elapsed hour apart across the change', () => {
    const hourly: Schedule = { type: 'recurring', startDate: '2025-03-09', time: '00:30', recurrence: { frequency: 'hourly', interval: 1 }, enabled: true };
    // 00:30 PST, 01:30 PST, then 03:30 PDT (02:30 does not exist that night).
    expect(runs(hourly, '2025-03-01T00:00:00Z', 3)).toEqual(['2025-03-09T08:30:00.000Z', '2025-03-09T09:30:00.000Z', '2025-03-09T10:30:00.000Z']);
  });
  it('keeps weekly and monthly runs at the wall-clock time too', () => {
    const weekly: Schedule = { type: 'recurring', startDate: '2025-03-02', time: '09:00', recurrence: { frequency: 'weekly', interval: 1, daysOfWeek: [0] }, enabled: true };
    expect(runs(weekly, '2025-03-01T00:00:00Z', 2)).toEqual(['2025-03-02T17:00:00.000Z', '2025-03-09T16:00:00.000Z']);
    const monthly: Schedule = { type: 'recurring', startDate: '2025-02-10', time: '09:00', recurrence: { frequency: 'monthly', interval: 1 }, enabled: true };
    expect(runs(monthly, '2025-02-01T00:00:00Z', 2)).toEqual(['2025-02-10T17:00:00.000Z', '2025-03-10T16:00:00.000Z']);
  });
});

describe('DST in America/Los_Angeles: November (clocks go back on 2025-11-02)', () => {
  it('keeps a daily run at the same wall-clock time: 09:00 PDT then 09:00 PST', () => {
    expect(runs(daily('2025-11-01', '09:00'), '2025-10-25T00:00:00Z', 3)).toEqual(['2025-11-01T16:00:00.000Z', '2025-11-02T17:00:00.000Z', '2025-11-03T17:00:00.000Z']);
  });
  it('runs a repeated time (01:30) once, at its first occurrence', () => {
    expect(runs(daily('2025-11-01', '01:30'), '2025-10-25T00:00:00Z', 3)).toEqual(['2025-11-01T08:30:00.000Z', '2025-11-02T08:30:00.000Z', '2025-11-03T09:30:00.000Z']);
    expect(nextRun({ type: 'once', startDate: '2025-11-02', time: '01:30', enabled: true }, at('2025-11-02T08:45:00Z'))).toBeNull();
  });
  it('keeps hourly runs one elapsed hour apart, through both 01:00s', () => {
    const hourly: Schedule = { type: 'recurring', startDate: '2025-11-02', time: '00:00', recurrence: { frequency: 'hourly', interval: 1 }, enabled: true };
    expect(runs(hourly, '2025-11-01T00:00:00Z', 4)).toEqual(['2025-11-02T07:00:00.000Z', '2025-11-02T08:00:00.000Z', '2025-11-02T09:00:00.000Z', '2025-11-02T10:00:00.000Z']);
  });
});

describe('time zones', () => {
  it('reads the date and time in the given zone', () => {
    const once: Schedule = { type: 'once', startDate: '2025-07-01', time: '09:00', enabled: true };
    expect(nextRun(once, at('2025-01-01T00:00:00Z'))?.toISOString()).toBe('2025-07-01T16:00:00.000Z');
    expect(nextRun(once, at('2025-01-01T00:00:00Z'), 'UTC')?.toISOString()).toBe('2025-07-01T09:00:00.000Z');
    expect(nextRun(once, at('2025-01-01T00:00:00Z'), 'Europe/London')?.toISOString()).toBe('2025-07-01T08:00:00.000Z');
    expect(nextRun(once, at('2025-01-01T00:00:00Z'), 'Asia/Kolkata')?.toISOString()).toBe('2025-07-01T03:30:00.000Z');
  });
});

/** A small deterministic generator, so the property checks below are repeatable. */
function generator(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % max;
  };
}

function randomSchedule(next: (max: number) => number): Schedule {
  const frequencies: ScheduleFrequency[] = ['hourly', 'daily', 'weekly', 'monthly'];
  const frequency = frequencies[next(4)]!;
  const day = 1 + next(28) + (next(3) === 0 ? 3 : 0);
  const month = 1 + next(12);
  const startDate = `${2024 + next(3)}-${String(month).padStart(2, '0')}-${String(Math.min(day, month === 2 ? 28 : 30)).padStart(2, '0')}`;
  return {
    type: 'recurring',
    startDate,
    time: `${String(next(24)).padStart(2, '0')}:${String(next(4) * 15).padStart(2, '0')}`,
    recurrence: {
      frequency,
      interval: 1 + next(frequency === 'hourly' ? 30 : 5),
      daysOfWeek: frequency === 'weekly' ? [...new Set([next(7), next(7)])] : undefined,
      dayOfMonth: frequency === 'monthly' && next(2) === 0 ? 1 + next(31) : undefined,
    },
    endDate: next(3) === 0 ? '2027-06-30' : null,
    enabled: true,
  };
}

describe('upcomingRuns agrees with repeated nextRun', () => {
  const next = generator(42);
  const schedules = Array.from({ length: 60 }, () => randomSchedule(next));
  it.each(schedules.map((schedule) => [`${schedule.recurrence!.frequency} ×${schedule.recurrence!.interval} from ${schedule.startDate} ${schedule.time}`, schedule] as const))(
    '%s',
    (_name, schedule) => {
      const now = at('2025-02-20T12:34:00Z');
      const upcoming = upcomingRuns(schedule, now, 25);
      let cursor: Date | null = now;
      for (const run of upcoming) {
        cursor = nextRun(schedule, cursor!);
        expect(cursor?.toISOString()).toBe(run.toISOString());
      }
      if (upcoming.length < 25) expect(nextRun(schedule, upcoming.at(-1) ?? now)).toBeNull();
      for (let index = 1; index < upcoming.length; index++) expect(upcoming[index]!.getTime()).toBeGreaterThan(upcoming[index - 1]!.getTime());
    },
  );

  it('the date rule and the date search agree, day by day', () => {
    for (const schedule of schedules.filter((candidate) => candidate.recurrence!.frequency !== 'hourly')) {
      const parsed = parseSchedule(schedule);
      if (!parsed.ok) throw new Error('invalid generated schedule');
      const s = parsed.schedule;
      const onDates: string[] = [];
      for (let day = s.start - 10; day < s.start + 400; day++) if (runsOnDate(s, day)) onDates.push(formatCivilDate(fromEpochDay(day)));
      const searched: string[] = [];
      for (let day = firstRunDateOnOrAfter(s, s.start - 10); day < s.start + 400; day = firstRunDateOnOrAfter(s, day + 1)) searched.push(formatCivilDate(fromEpochDay(day)));
      expect(searched).toEqual(onDates);
    }
  });
});
