import { DateTime } from 'luxon';
import { dueOnDay } from '../tasks/due-time';

/** The calendar day ('YYYY-MM-DD') an instant falls on in a zone: a hearing's date as its notice gives it. */
export function civilDayOf(instant: Date, timeZone: string): string {
  const day = DateTime.fromJSDate(instant, { zone: timeZone });
  return (day.isValid ? day : DateTime.fromJSDate(instant, { zone: 'UTC' })).toISODate()!;
}

/** A deadline's task is due at the house's hour for date-only dues (17:00) on its day, in the user's zone. */
export function taskDueFor(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dueOnDay({ year, month, day }, timeZone);
}

const CIVIL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' between 1900 and 2200. */
export function isCivilDate(value: string): boolean {
  if (!CIVIL_DATE.test(value)) return false;
  const parsed = DateTime.fromISO(value, { zone: 'UTC' });
  return parsed.isValid && parsed.year >= 1900 && parsed.year <= 2200;
}
