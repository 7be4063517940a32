/**
 * Schedule next run (seed 001 §4), every rule a requirement:
 * - a one-off schedule gives its date and time if in the future, else none;
 * - a recurring schedule steps forward by its interval until after now (hourly in elapsed hours from the
 *   start; daily, weekly and monthly on calendar dates at the wall-clock time — schedule-dates.ts);
 * - it stops when past the end date (the end date itself still runs);
 * - monthly steps clamp the day to the month's length;
 * - a disabled schedule has no next run.
 * Times are read in `timeZone` (the user's; the product default is America/Los_Angeles) with the DST
 * rules of zoned-time.ts. `now` is a parameter, so the same code runs in workflows, the API and the browser.
 */
import { DEFAULT_TIME_ZONE } from '../calendar/date-conversion';
import type { Schedule } from './definition';
import { firstRunDateOnOrAfter } from './schedule-dates';
import { parseSchedule, type ParsedSchedule } from './schedule-parse';
import { assertTimeZone, localEpochDay, localInstant } from './zoned-time';

export const MS_PER_HOUR = 3_600_000;
export const MAX_UPCOMING_RUNS = 1000;

/** The next run strictly after `now` (ms), or null. The schedule must be parsed and enabled. */
export function nextRunAfter(schedule: ParsedSchedule, now: number, timeZone: string): number | null {
  const withinEnd = (instant: number) => schedule.end === null || localEpochDay(instant, timeZone) <= schedule.end;
  if (schedule.type === 'once') {
    const at = localInstant(schedule.start, schedule.clock, timeZone);
    return at > now && withinEnd(at) ? at : null;
  }
  if (schedule.frequency === 'hourly') {
    const anchor = localInstant(schedule.start, schedule.clock, timeZone);
    const step = schedule.interval * MS_PER_HOUR;
    const at = now < anchor ? anchor : anchor + (Math.floor((now - anchor) / step) + 1) * step;
    return withinEnd(at) ? at : null;
  }
  // Runs on earlier dates are all before today's midnight, so the search starts the day before today.
  let day = firstRunDateOnOrAfter(schedule, localEpochDay(now, timeZone) - 1);
  for (;;) {
    if (schedule.end !== null && day > schedule.end) return null;
    const at = localInstant(day, schedule.clock, timeZone);
    if (at > now) return at;
    day = firstRunDateOnOrAfter(schedule, day + 1);
  }
}

function enabledSchedule(schedule: Schedule, timeZone: string): ParsedSchedule | null {
  assertTimeZone(timeZone);
  if (!schedule.enabled) return null;
  const parsed = parseSchedule(schedule);
  return parsed.ok ? parsed.schedule : null;
}

/** The schedule's next run after `now`, or null (disabled, finished, or not a complete schedule). */
export function nextRun(schedule: Schedule, now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const parsed = enabledSchedule(schedule, timeZone);
  if (!parsed) return null;
  const at = nextRunAfter(parsed, now.getTime(), timeZone);
  return at === null ? null : new Date(at);
}

/** The next `count` runs after `now`, for the UI; the same as calling nextRun from each run in turn. */
export function upcomingRuns(schedule: Schedule, now: Date, count: number, timeZone: string = DEFAULT_TIME_ZONE): Date[] {
  const parsed = enabledSchedule(schedule, timeZone);
  const runs: Date[] = [];
  if (!parsed) return runs;
  let cursor = now.getTime();
  const limit = Math.min(Math.max(0, Math.floor(count)), MAX_UPCOMING_RUNS);
  while (runs.length < limit) {
    const at = nextRunAfter(parsed, cursor, timeZone);
    if (at === null) break;
    runs.push(new Date(at));
    cursor = at;
  }
  return runs;
}

/** Whether `at` is exactly one of the schedule's run times (e.g. to check a fired Temporal action). */
export function isScheduledRunTime(schedule: Schedule, at: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return nextRun(schedule, new Date(at.getTime() - 1), timeZone)?.getTime() === at.getTime();
}
