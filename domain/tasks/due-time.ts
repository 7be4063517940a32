import { DateTime, Info } from 'luxon';

/**
 * A due date given as a day without a time of day ("tomorrow", a template's "in 3 days") is due at
 * 17:00 in the user's zone: the end of the working day, which is what a Todoist user reads as "due
 * tomorrow", while staying inside that day in every zone (unlike 23:59, it never spills into the next
 * day when shown in a neighbouring zone) and leaving room before midnight for a calendar event.
 */
export const DATE_ONLY_DUE_HOUR = 17;

export function isTimeZone(timeZone: string): boolean {
  return Info.isValidIANAZone(timeZone);
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * A wall-clock time in a zone. One skipped when clocks go forward moves forward by the gap (02:30 → 03:30);
 * one that happens twice when they go back is its first occurrence, as the automation schedules do.
 */
export function wallTimeIn(time: WallTime, timeZone: string): Date {
  const local = DateTime.fromObject(time, { zone: timeZone });
  const candidates = local.getPossibleOffsets();
  if (candidates.length > 1) return new Date(Math.min(...candidates.map((candidate) => candidate.toMillis())));
  return local.toJSDate();
}

/** 17:00 (see above) on a calendar day in a zone. */
export function dueOnDay(day: { year: number; month: number; day: number }, timeZone: string): Date {
  return wallTimeIn({ ...day, hour: DATE_ONLY_DUE_HOUR, minute: 0 }, timeZone);
}

/** The day `days` after the day `now` falls on in the zone, due at 17:00 there. */
export function dueInDays(now: Date, days: number, timeZone: string): Date {
  const target = DateTime.fromJSDate(now, { zone: timeZone }).plus({ days });
  return dueOnDay({ year: target.year, month: target.month, day: target.day }, timeZone);
}

/** Due dates stay within the years the calendar accepts (seed 000 §5: 1900 to 2200). */
const EARLIEST_DUE = Date.UTC(1900, 0, 1);
const LATEST_DUE = Date.UTC(2201, 0, 1);

export function isPlausibleDue(date: Date): boolean {
  const time = date.getTime();
  return Number.isFinite(time) && time >= EARLIEST_DUE && time < LATEST_DUE;
}

/** An ISO instant read as a due date; null when it is not one or lies outside those years. */
export function readDueDate(value: string): Date | null {
  const date = new Date(value);
  return isPlausibleDue(date) ? date : null;
}
