import { DateTime } from 'luxon';
import { DEFAULT_EVENT_MINUTES, MAX_EVENT_YEAR, MIN_EVENT_YEAR } from './date-conversion';

/** Times of an event as a person gives them: ISO instants, or dates 'YYYY-MM-DD' for all-day events. */
export interface EventTimesInput {
  start: string;
  end?: string | null | undefined;
  allDay?: boolean | undefined;
}

export interface ResolvedEventTimes {
  start: Date;
  end: Date;
  allDay: boolean;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const isDateOnly = (value: string) => DATE_ONLY.test(value);

export const INVALID_START_MESSAGE = `Give a valid start (and end) between the years ${MIN_EVENT_YEAR} and ${MAX_EVENT_YEAR}.`;

/** Seed 000 §5: with no end, or an end not after the start, the end is one hour after the start. */
export function endAfterStart(start: Date, end: Date | null | undefined, minutes = DEFAULT_EVENT_MINUTES): Date {
  if (end && end.getTime() > start.getTime()) return end;
  return new Date(start.getTime() + minutes * 60_000);
}

/** The years of seed 000 §5's date bounds; outside them a date is refused. */
const inBounds = (at: DateTime) => at.isValid && at.year >= MIN_EVENT_YEAR && at.year <= MAX_EVENT_YEAR;

/** The local calendar date of a value in `timeZone`: a date as it is, an instant as that zone's day. */
function localDay(value: string, timeZone: string): DateTime | null {
  const parsed = isDateOnly(value) ? DateTime.fromISO(value, { zone: timeZone }) : DateTime.fromISO(value, { setZone: true }).setZone(timeZone);
  return inBounds(parsed) ? parsed.startOf('day') : null;
}

function instant(value: string, timeZone: string): Date | null {
  const parsed = isDateOnly(value) ? DateTime.fromISO(value, { zone: timeZone }) : DateTime.fromISO(value, { setZone: true });
  return inBounds(parsed) ? parsed.toJSDate() : null;
}

/**
 * Start and end to store. All-day (asked for, or both given as dates): local midnights in the user's zone,
 * the end exclusive and at least one day after the start. Otherwise the end rule of seed 000 §5.
 * Null when the start, or an end given, cannot be read or lies outside the years 1900–2200.
 */
export function resolveEventTimes(input: EventTimesInput, timeZone: string): ResolvedEventTimes | null {
  const allDay = input.allDay ?? (isDateOnly(input.start) && (!input.end || isDateOnly(input.end)));
  if (allDay) {
    const startDay = localDay(input.start, timeZone);
    if (!startDay) return null;
    const endDay = input.end ? localDay(input.end, timeZone) : null;
    if (input.end && !endDay) return null;
    const end = endDay && endDay > startDay ? endDay : startDay.plus({ days: 1 });
    return { start: startDay.toJSDate(), end: end.toJSDate(), allDay: true };
  }
  const start = instant(input.start, timeZone);
  if (!start) return null;
  const end = input.end ? instant(input.end, timeZone) : null;
  if (input.end && !end) return null;
  return { start, end: endAfterStart(start, end), allDay: false };
}
