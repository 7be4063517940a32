/**
 * A schedule trigger as a Temporal Schedule spec (plain data shaped like @temporalio/client's ScheduleSpec,
 * which this file does not import), firing at exactly the times nextRun gives — or null with the reason.
 *
 * How each kind maps, and where Temporal and nextRun could differ:
 * - once: one calendar entry with its year, month, day, hour and minute; startAt = endAt = that instant.
 * - hourly (any interval): an interval of `interval` hours whose offset puts it on the start instant.
 *   Intervals are elapsed time, exactly like nextRun's hourly stepping, so DST never matters.
 * - daily, interval 1: a calendar entry at HH:MM every day.
 * - weekly, interval 1: a calendar entry at HH:MM on the chosen weekdays.
 * - monthly, interval dividing 12 (1, 2, 3, 4, 6, 12): the run months repeat every year, so calendar entries
 *   on those months; a day past the month's end (29–31) becomes extra entries for the shorter months —
 *   day 30 in 30-day months, Feb 29 (only exists in leap years) and Feb 28 restricted to the non-leap years
 *   up to 2100 — so the clamping of nextRun is reproduced.
 * - daily or weekly with interval > 1: "every 2 days at 09:00" is not a calendar pattern, and a Temporal
 *   interval of 48 h drifts by an hour across a DST change. Exact only in fixed-offset zones (UTC), where
 *   it maps to intervals; elsewhere null.
 * - monthly with an interval that does not divide 12 (5, 7, …): the months change from year to year; null.
 * - A calendar time that a DST change skips or repeats on one of the run dates (e.g. 02:30 or 01:30 in
 *   America/Los_Angeles, checked over 28 years from the start, the cycle after which weekdays and dates
 *   repeat): Temporal would skip or double that run where nextRun moves it or runs it once; null.
 * For a null result, one exact alternative is a calendar that fires on a superset (e.g. every day at
 * HH:MM) whose workflow first checks isScheduledRunTime(schedule, scheduledTime) and skips the others.
 *
 * Other notes for whoever creates the Temporal Schedule:
 * - `enabled` is not part of the spec: it maps to the Schedule's paused state (`paused` below).
 * - endAt is the last second of the end date in the zone (Temporal's startAt..endAt is inclusive).
 * - Temporal calendar matching stops after the year 2100 (the server's maxCalendarYear); nextRun does not.
 * - nextRun never returns past times: set a short catchup window (the Temporal default is a year) and
 *   overlap SKIP or BUFFER_ONE as the product wants, or missed runs will be fired after downtime.
 */
import { DEFAULT_TIME_ZONE } from '../calendar/date-conversion';
import { formatCivilDate, fromEpochDay, isLeapYear, weekdayOfEpochDay } from './civil-date';
import type { Schedule } from './definition';
import { unstableDates } from './dst';
import { MS_PER_HOUR } from './schedule';
import { runsOnDate } from './schedule-dates';
import { parseSchedule, type ParsedSchedule } from './schedule-parse';
import { assertTimeZone, isFixedOffsetZone, localInstant, startOfLocalDay } from './zoned-time';

export const TEMPORAL_MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
export const TEMPORAL_DAYS_OF_WEEK = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type TemporalMonth = (typeof TEMPORAL_MONTHS)[number];
export type TemporalDayOfWeek = (typeof TEMPORAL_DAYS_OF_WEEK)[number];

/** Temporal's last calendar year (server constant maxCalendarYear). */
export const TEMPORAL_MAX_CALENDAR_YEAR = 2100;
const DST_CHECK_YEARS = 28;
const MS_PER_DAY = 86_400_000;

export interface TemporalYearRange {
  start: number;
  end: number;
  step: number;
}

export interface TemporalCalendarSpec {
  hour: number;
  minute: number;
  dayOfMonth?: number[];
  month?: TemporalMonth[];
  year?: Array<number | TemporalYearRange>;
  dayOfWeek?: TemporalDayOfWeek[];
  comment?: string;
}

/** Durations in milliseconds, as the SDK accepts them. */
export interface TemporalIntervalSpec {
  every: number;
  offset: number;
}

export interface TemporalScheduleSpec {
  calendars?: TemporalCalendarSpec[];
  intervals?: TemporalIntervalSpec[];
  startAt?: Date;
  endAt?: Date;
  timezone: string;
}

export type TemporalScheduleMapping = { spec: TemporalScheduleSpec; paused: boolean; reason?: undefined } | { spec: null; reason: string };

const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

/** Intervals of `every` ms passing through each of the given instants. */
function intervalsThrough(instants: number[], every: number): TemporalIntervalSpec[] {
  return instants.map((instant) => ({ every, offset: modulo(instant, every) }));
}

/** Non-leap years from `from` to 2100, as ranges of step 4 plus the century years. */
function nonLeapYears(from: number): Array<number | TemporalYearRange> {
  const years: Array<number | TemporalYearRange> = [];
  for (let first = from; first < from + 4; first++) {
    if (first % 4 !== 0 && first <= TEMPORAL_MAX_CALENDAR_YEAR) years.push({ start: first, end: TEMPORAL_MAX_CALENDAR_YEAR, step: 4 });
  }
  for (let year = Math.ceil(from / 100) * 100; year <= TEMPORAL_MAX_CALENDAR_YEAR; year += 100) if (!isLeapYear(year)) years.push(year);
  return years;
}

function monthlyCalendars(schedule: ParsedSchedule, base: Pick<TemporalCalendarSpec, 'hour' | 'minute'>): TemporalCalendarSpec[] {
  const n = schedule.interval;
  const months = Array.from({ length: 12 / n }, (_, k) => ((schedule.startDate.month - 1 + k * n) % 12) + 1).sort((a, b) => a - b);
  const names = (list: number[]) => (n === 1 && list.length === 12 ? {} : { month: list.map((month) => TEMPORAL_MONTHS[month - 1]!) });
  const day = schedule.dayOfMonth;
  if (day <= 28) return [{ ...base, dayOfMonth: [day], ...names(months) }];
  const calendars: TemporalCalendarSpec[] = [];
  const long = months.filter((month) => month !== 2 && (day <= 30 || ![4, 6, 9, 11].includes(month)));
  if (long.length > 0) calendars.push({ ...base, dayOfMonth: [day], month: long.map((month) => TEMPORAL_MONTHS[month - 1]!) });
  const short = months.filter((month) => day === 31 && [4, 6, 9, 11].includes(month));
  if (short.length > 0) calendars.push({ ...base, dayOfMonth: [30], month: short.map((month) => TEMPORAL_MONTHS[month - 1]!) });
  if (months.includes(2)) {
    calendars.push({ ...base, dayOfMonth: [29], month: ['FEBRUARY'], comment: 'Feb 29 exists only in leap years' });
    calendars.push({ ...base, dayOfMonth: [28], month: ['FEBRUARY'], year: nonLeapYears(schedule.startDate.year), comment: 'Feb 28 in other years' });
  }
  return calendars;
}

/** The calendar or interval entries of a recurring schedule, or the reason none agree with nextRun. */
function entriesFor(schedule: ParsedSchedule, timeZone: string): TemporalCalendarSpec[] | TemporalIntervalSpec[] | string {
  const base = { hour: schedule.clock.hour, minute: schedule.clock.minute };
  const n = schedule.interval;
  const fixed = isFixedOffsetZone(timeZone);
  const anchor = localInstant(schedule.start, schedule.clock, timeZone);
  switch (schedule.frequency) {
    case 'hourly':
      return intervalsThrough([anchor], n * MS_PER_HOUR);
    case 'daily':
      if (n === 1) return [base];
      if (fixed) return intervalsThrough([anchor], n * MS_PER_DAY);
      return `Every ${n} days at a wall-clock time cannot be a Temporal calendar, and a ${n * 24}-hour interval would shift by an hour across daylight-saving changes in ${timeZone}.`;
    case 'weekly':
      if (n === 1) return [{ ...base, dayOfWeek: schedule.daysOfWeek.map((day) => TEMPORAL_DAYS_OF_WEEK[day]!) }];
      if (fixed) {
        const weekStart = schedule.start - weekdayOfEpochDay(schedule.start);
        return intervalsThrough(schedule.daysOfWeek.map((day) => localInstant(weekStart + day, schedule.clock, timeZone)), n * 7 * MS_PER_DAY);
      }
      return `Every ${n} weeks cannot be a Temporal calendar, and a ${n}-week interval would shift by an hour across daylight-saving changes in ${timeZone}.`;
    case 'monthly':
      if (12 % n !== 0) return `Every ${n} months falls on different months each year, which a Temporal calendar cannot express.`;
      return monthlyCalendars(schedule, base);
  }
}

/** Why a calendar spec would disagree with nextRun (DST or Temporal's last year), or null when it agrees. */
function calendarConflict(schedule: ParsedSchedule, timeZone: string): string | null {
  if (schedule.startDate.year > TEMPORAL_MAX_CALENDAR_YEAR) return `Temporal calendars end in ${TEMPORAL_MAX_CALENDAR_YEAR}.`;
  if (isFixedOffsetZone(timeZone)) return null;
  const last = schedule.type === 'once' ? schedule.start : Math.min(schedule.end ?? Infinity, schedule.start + Math.round(DST_CHECK_YEARS * 365.25));
  const runs = (day: number) => (schedule.type === 'once' ? day === schedule.start : runsOnDate(schedule, day));
  // A time of day that no change touches in the first two years is safe for good (while the zone's rules
  // hold); only a time inside the change window needs the full scan against the run dates.
  const early = unstableDates(schedule.clock, timeZone, schedule.start, Math.min(last, schedule.start + 2 * 366));
  if (early.length === 0) return null;
  const hit = early.find(runs) ?? unstableDates(schedule.clock, timeZone, schedule.start, last).find(runs);
  if (hit === undefined) return null;
  const time = `${String(schedule.clock.hour).padStart(2, '0')}:${String(schedule.clock.minute).padStart(2, '0')}`;
  return `${time} is skipped or repeated by a daylight-saving change in ${timeZone} (e.g. on ${formatCivilDate(fromEpochDay(hit))}), where Temporal would skip or double the run.`;
}

function onceCalendar(schedule: ParsedSchedule): TemporalCalendarSpec {
  const { year, month, day } = schedule.startDate;
  return { year: [year], month: [TEMPORAL_MONTHS[month - 1]!], dayOfMonth: [day], hour: schedule.clock.hour, minute: schedule.clock.minute };
}

export function toTemporalScheduleSpec(schedule: Schedule, timeZone: string = DEFAULT_TIME_ZONE): TemporalScheduleMapping {
  assertTimeZone(timeZone);
  const parsed = parseSchedule(schedule);
  if (!parsed.ok) return { spec: null, reason: `The schedule is incomplete: ${parsed.problems.map((problem) => problem.message).join(' ')}` };
  const s = parsed.schedule;
  const startAt = new Date(localInstant(s.start, s.clock, timeZone));
  const endAt = s.type === 'once' ? new Date(startAt) : s.end === null ? undefined : new Date(startOfLocalDay(s.end + 1, timeZone) - 1000);
  const range = { startAt, ...(endAt ? { endAt } : {}), timezone: timeZone };
  const entries = s.type === 'once' ? [onceCalendar(s)] : entriesFor(s, timeZone);
  if (typeof entries === 'string') return { spec: null, reason: entries };
  if (entries.length > 0 && 'every' in entries[0]!) return { spec: { intervals: entries as TemporalIntervalSpec[], ...range }, paused: !schedule.enabled };
  const conflict = calendarConflict(s, timeZone);
  if (conflict) return { spec: null, reason: conflict };
  return { spec: { calendars: entries as TemporalCalendarSpec[], ...range }, paused: !schedule.enabled };
}
