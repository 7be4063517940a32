import { DateTime } from 'luxon';
import type { CivilDate } from './types';

/**
 * Calendar dates without a time of day. Arithmetic runs in UTC so no time zone or
 * daylight-saving change can move a date.
 */

const CIVIL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function toDateTime(date: CivilDate): DateTime {
  const parsed = CIVIL_DATE_PATTERN.test(date) ? DateTime.fromISO(date, { zone: 'utc' }) : null;
  if (!parsed?.isValid) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return parsed;
}

export function toCivilDate(dateTime: DateTime): CivilDate {
  return dateTime.toFormat('yyyy-MM-dd');
}

export function civilDateOf(year: number, month: number, day: number): CivilDate {
  return toCivilDate(DateTime.utc(year, month, day));
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return toCivilDate(toDateTime(date).plus({ days }));
}

/** Adds calendar months; a day the target month lacks becomes that month's last day (Aug 31 + 6 months = Feb 28/29). */
export function addMonths(date: CivilDate, months: number): CivilDate {
  return toCivilDate(toDateTime(date).plus({ months }));
}

/** 1 = Monday … 7 = Sunday (ISO). */
export function isoWeekday(date: CivilDate): number {
  return toDateTime(date).weekday;
}

export function weekdayName(date: CivilDate): string {
  return toDateTime(date).setLocale('en-US').toFormat('cccc');
}

/** 'Tuesday, 2026-12-01' — the form every explanation sentence uses. */
export function describeDate(date: CivilDate): string {
  return `${weekdayName(date)}, ${date}`;
}
