import type * as chrono from 'chrono-node';
import type { ParsedComponents, ParsingComponents, ParsingResult } from 'chrono-node';
import { DateTime } from 'luxon';

/**
 * Words chrono takes for moments that never name the event: "is now on Tuesday" (the moment of writing), "at the hour
 * of 8:30" (read as an hour from now). Runs before chrono joins dates and times, so the real time joins the date.
 */
export const dropNoiseRefiner: chrono.Refiner = {
  refine: (_context, results) => results.filter((result) => !/^(?:(?:right\s+)?now|(?:at\s+)?the\s+hour)$/i.test(result.text.trim())),
};

// Appointments are kept in working hours: "Friday at 3:15" or "at 2:00" without a.m./p.m. is the afternoon.
const FIRST_AFTERNOON_HOUR = 1;
const LAST_AFTERNOON_HOUR = 6;
// "03:15" written with its leading zero is a 24-hour time and stays as written.
const TWENTY_FOUR_HOUR_FORM = /(?:^|\D)0\d[:.]?[0-5]\d(?!\d)/;

function isBareEarlyHour(components: ParsedComponents | null | undefined): components is ParsingComponents {
  if (!components?.isCertain('hour') || components.isCertain('meridiem')) return false;
  const hour = components.get('hour') ?? 0;
  return hour >= FIRST_AFTERNOON_HOUR && hour <= LAST_AFTERNOON_HOUR;
}

function toAfternoon(components: ParsingComponents): void {
  components.assign('hour', (components.get('hour') ?? 0) + 12);
  components.assign('meridiem', 1);
}

export const workingHoursRefiner: chrono.Refiner = {
  refine: (_context, results) => {
    for (const result of results as ParsingResult[]) {
      if (TWENTY_FOUR_HOUR_FORM.test(result.text) || !isBareEarlyHour(result.start)) continue;
      toAfternoon(result.start);
      if (isBareEarlyHour(result.end)) toAfternoon(result.end);
    }
    return results;
  },
};

// "09/22/2026 (Tuesday)\nAppt Time: 08:30 AM", "the 9th of February (a Tuesday)": chrono reads the weekday (and the
// time) as a second date.
const DATE_WEEKDAY_GAP = /^[\s,]*(?:\(\s*(?:(?:which\s+is\s+|that's\s+)?an?\s+)?)?$/i;

/** Joins a date with the weekday written after it, keeping any time that was read with the weekday. */
export const trailingWeekdayRefiner: chrono.Refiner = {
  refine: (context, results) => {
    const kept: ParsingResult[] = [];
    for (const result of results as ParsingResult[]) {
      const previous = kept[kept.length - 1];
      const gap = previous ? context.text.slice(previous.index + previous.text.length, result.index) : '';
      const isTrailingWeekday = result.start.isCertain('weekday') && !result.start.isCertain('day');
      if (!previous || !isTrailingWeekday || !previous.start.isCertain('day') || !previous.start.isOnlyDate() || !DATE_WEEKDAY_GAP.test(gap)) {
        kept.push(result);
        continue;
      }
      previous.text = context.text.slice(previous.index, result.index + result.text.length);
      for (const component of ['hour', 'minute', 'meridiem', 'timezoneOffset'] as const) {
        if (result.start.isCertain(component)) previous.start.assign(component, result.start.get(component) ?? 0);
      }
    }
    return kept;
  },
};

/** "Friday at 10" written on a Friday is next week's Friday; "this Friday" or "today" stays today. */
export const sameWeekdayRefiner: chrono.Refiner = {
  refine: (context, results) => {
    const today: Date = context.reference.getDateWithAdjustedTimezone();
    for (const result of results as ParsingResult[]) {
      const { start } = result;
      if (!start.isCertain('weekday') || start.isCertain('day') || /^(?:on\s+)?this\b/i.test(result.text)) continue;
      const isToday = start.get('year') === today.getFullYear() && start.get('month') === today.getMonth() + 1 && start.get('day') === today.getDate();
      if (!isToday) continue;
      const nextWeek = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 7));
      start.imply('day', nextWeek.getUTCDate());
      start.imply('month', nextWeek.getUTCMonth() + 1);
      start.imply('year', nextWeek.getUTCFullYear());
    }
    return results;
  },
};

// "CONTINUED from 12/14/2026 to 2/8/2027 at 8:30 a.m." is two settings, the old and the new, not a span of days.
const RESCHEDULED_BEFORE = /\b(?:continued|rescheduled|re-?calendared|re-?set|moved|changed|postponed|advanced|pushed)\s+(?:\w+\s+){0,2}from\s*$/i;
const RANGE_SEPARATOR = /\s*(?:to|until|-|–)\s*/i;

/** Splits a range of two different days that follows "continued from" into its old and its new date. */
export const rescheduleRangeRefiner: chrono.Refiner = {
  refine: (context, results) =>
    (results as ParsingResult[]).flatMap((result) => {
      const { end } = result;
      if (!end?.isCertain('day') || end.get('day') === result.start.get('day') && end.get('month') === result.start.get('month')) return [result];
      if (!RESCHEDULED_BEFORE.test(context.text.slice(Math.max(0, result.index - 60), result.index))) return [result];
      const separator = RANGE_SEPARATOR.exec(result.text.slice(1));
      if (!separator) return [result];
      const splitAt = separator.index + 1;
      const newIndex = result.index + splitAt + separator[0].length;
      return [
        context.createParsingResult(result.index, result.text.slice(0, splitAt), result.start),
        context.createParsingResult(newIndex, result.text.slice(splitAt + separator[0].length), end),
      ];
    }),
};

// "1:30p (est. 3 hrs)": chrono takes "est" for Eastern time; followed by a number it is "estimated".
const ESTIMATE_READ_AS_ZONE = /\s*,?\s*\(?est$/i;
const ESTIMATE_AFTER = /^\.?\s*(?:\d|[a-z]+\s+(?:hours?|hrs?|minutes?|mins?)\b)/i;

/** Takes back the Eastern zone chrono read from an "(est. 3 hrs)" estimate after a time. */
export const estimateNotZoneRefiner: chrono.Refiner = {
  refine: (context, results) => {
    for (const result of results as ParsingResult[]) {
      const zone = ESTIMATE_READ_AS_ZONE.exec(result.text);
      const end = result.index + result.text.length;
      if (!zone || !ESTIMATE_AFTER.test(context.text.slice(end, end + 20))) continue;
      result.text = result.text.slice(0, zone.index);
      result.start.delete('timezoneOffset');
      result.end?.delete('timezoneOffset');
    }
    return results;
  },
};

// "2:00 p.m. Eastern", "1 PM Central Time", "9:30 (Mountain)": US zones written as words, which chrono leaves unread.
// Not "Eastern District" or "Central Civil West": a bare zone word must end the phrase.
const ZONE_WORDS_AFTER = /^\s*\(?\s*(eastern|central|mountain|pacific)(?:(?:\s+(?:standard|daylight))?\s+time\b|(?![ \t]*[a-z]))\s*\)?/i;
const ZONE_OF: Record<string, string> = {
  eastern: 'America/New_York',
  central: 'America/Chicago',
  mountain: 'America/Denver',
  pacific: 'America/Los_Angeles',
};

/** Reads a US time zone written in words after a time, at that day's offset (standard or daylight). */
export const zoneWordsRefiner: chrono.Refiner = {
  refine: (context, results) => {
    for (const result of results as ParsingResult[]) {
      const { start } = result;
      if (!start.isCertain('hour') || start.isCertain('timezoneOffset')) continue;
      const end = result.index + result.text.length;
      const zone = ZONE_WORDS_AFTER.exec(context.text.slice(end, end + 40));
      const name = ZONE_OF[(zone?.[1] ?? '').toLowerCase()];
      if (!zone || !name) continue;
      const at = DateTime.fromObject(
        { year: start.get('year') ?? undefined, month: start.get('month') ?? undefined, day: start.get('day') ?? undefined, hour: start.get('hour') ?? 0 },
        { zone: name },
      );
      if (!at.isValid) continue;
      start.assign('timezoneOffset', at.offset);
      if (result.end?.isCertain('hour')) result.end.assign('timezoneOffset', at.offset);
      result.text = context.text.slice(result.index, end + zone[0].length);
    }
    return results;
  },
};

// "Defense filed a DOR on 12/4", written 12/7: a day and month without a year that fell a few weeks ago is that day,
// not the same day next year.
const RECENT_PAST_DAYS = 45;

/** Reads a yearless day that chrono carried almost a year ahead as the recent day it names. */
export const recentPastRefiner: chrono.Refiner = {
  refine: (context, results) => {
    const today = DateTime.fromJSDate(context.reference.getDateWithAdjustedTimezone()).startOf('day');
    for (const result of results as ParsingResult[]) {
      const { start } = result;
      if (!start.isCertain('day') || !start.isCertain('month') || start.isCertain('year')) continue;
      const year = start.get('year') ?? today.year;
      const lastYear = DateTime.fromObject({ year: year - 1, month: start.get('month') ?? 1, day: start.get('day') ?? 1 });
      const daysAgo = today.diff(lastYear, 'days').days;
      if (!lastYear.isValid || daysAgo < 0 || daysAgo > RECENT_PAST_DAYS) continue;
      // "Friday 12/4": the weekday written must be that recent day's (chrono counts Sunday as 0, luxon as 7).
      if (start.isCertain('weekday') && start.get('weekday') !== lastYear.weekday % 7) continue;
      start.imply('year', year - 1);
    }
    return results;
  },
};

// "Thursday, September 14, 2028 – 1:00 PM": chrono reads a span from the bare day to the hour; a dash between a day
// and one hour gives the day its hour.
/** Reads a span from a day without an hour to an hour of that same day as the day at that hour. */
export const dayDashHourRefiner: chrono.Refiner = {
  refine: (_context, results) => {
    for (const result of results as ParsingResult[]) {
      const { start, end } = result;
      if (!end?.isCertain('hour') || start.isCertain('hour') || !start.isCertain('day')) continue;
      if (end.isCertain('day') && (end.get('day') !== start.get('day') || end.get('month') !== start.get('month'))) continue;
      for (const component of ['hour', 'minute', 'second', 'meridiem', 'timezoneOffset'] as const) {
        if (end.isCertain(component)) start.assign(component, end.get(component) ?? 0);
      }
      result.end = undefined;
    }
    return results;
  },
};
