import { DateTime } from 'luxon';
import { rrule } from './rrule-lib';

/** Occurrences of one series listed at most per request, so a daily rule over years stays cheap. */
export const MAX_OCCURRENCES_PER_SERIES = 1000;

export interface Series {
  start: Date;
  end: Date;
  timeZone: string;
  allDay: boolean;
  recurrence: string;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** Wall-clock time in `zone` as a UTC date: rrule counts in "floating" time, so a 9:00 meeting stays at 9:00 across DST. */
const toFloating = (at: DateTime) => new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second));
const fromFloating = (at: Date, zone: string) =>
  DateTime.fromObject(
    { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), hour: at.getUTCHours(), minute: at.getUTCMinutes(), second: at.getUTCSeconds() },
    { zone },
  );

const DAY_MS = 86_400_000;

/**
 * A later start with the same pattern, so a daily or weekly series begun long ago is not counted day by
 * day from its first day: whole periods (INTERVAL days or weeks) are skipped up to the search's start.
 * Series with COUNT are counted from the start, as the count requires.
 */
function alignedStart(options: Partial<{ freq: number; interval: number; count: number | null }>, dtstart: Date, after: Date): Date {
  const periodDays = options.freq === rrule.RRule.DAILY ? 1 : options.freq === rrule.RRule.WEEKLY ? 7 : 0;
  if (!periodDays || options.count) return dtstart;
  const periodMs = periodDays * (options.interval || 1) * DAY_MS;
  const skipped = Math.floor((after.getTime() - dtstart.getTime()) / periodMs) - 1;
  return skipped > 0 ? new Date(dtstart.getTime() + skipped * periodMs) : dtstart;
}

/** Whether a series has an occurrence within `years` of its start (a rule such as BYMONTH=2;BYMONTHDAY=30 never does). */
export function recursWithin(series: Series, years = 10): boolean {
  const end = DateTime.fromJSDate(series.start, { zone: series.timeZone }).plus({ years }).toJSDate();
  return expandOccurrences(series, series.start, end, 1).length > 0;
}

/** Occurrences of a series overlapping [rangeStart, rangeEnd), in order, at most MAX_OCCURRENCES_PER_SERIES. */
export function expandOccurrences(series: Series, rangeStart: Date, rangeEnd: Date, limit = MAX_OCCURRENCES_PER_SERIES): Occurrence[] {
  const zone = series.timeZone;
  const localStart = DateTime.fromJSDate(series.start, { zone });
  const localEnd = DateTime.fromJSDate(series.end, { zone });
  const days = Math.max(1, Math.round(localEnd.startOf('day').diff(localStart.startOf('day'), 'days').days));
  const durationMs = series.end.getTime() - series.start.getTime();
  const options = rrule.RRule.parseString(series.recurrence);
  // Search a little wider than the range in floating time (zone offsets, the event's own length), then filter exactly.
  const slackMs = durationMs + 2 * 86_400_000;
  const after = toFloating(DateTime.fromJSDate(new Date(rangeStart.getTime() - slackMs), { zone }));
  const before = toFloating(DateTime.fromJSDate(rangeEnd, { zone }).plus({ days: 2 }));
  const rule = new rrule.RRule({
    ...options,
    dtstart: alignedStart(options, toFloating(localStart), after),
    // Iteration stops at the range's end even for a rule that matches nothing.
    until: options.until && options.until < before ? options.until : before,
  });
  const found: Occurrence[] = [];
  rule.between(after, before, true, (floating) => {
    const start = fromFloating(floating, zone);
    const end = series.allDay ? start.plus({ days }) : start.plus({ milliseconds: durationMs });
    if (start.toMillis() < rangeEnd.getTime() && end.toMillis() > rangeStart.getTime()) found.push({ start: start.toJSDate(), end: end.toJSDate() });
    return found.length < limit;
  });
  return found;
}
