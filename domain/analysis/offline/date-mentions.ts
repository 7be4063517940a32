import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { DateTime } from 'luxon';
import { clockTimeParsers } from './dates/clock-times';
import { dayDashHourRefiner, dropNoiseRefiner, estimateNotZoneRefiner, recentPastRefiner, rescheduleRangeRefiner, zoneWordsRefiner, sameWeekdayRefiner, trailingWeekdayRefiner, workingHoursRefiner } from './dates/refiners';
import { spanishDateParsers } from './dates/spanish-dates';
import { writtenDateParsers } from './dates/written-dates';

/** Same zone as the calendar's DEFAULT_TIME_ZONE (domain/calendar cannot be imported from here). */
export const DEFAULT_ANALYSIS_TIME_ZONE = 'America/Los_Angeles';

/** The moment and zone relative dates ("tomorrow", "Monday") are resolved against. */
export interface DateReference {
  /** When the e-mail was sent; null when unknown, in which case only fully written dates count. */
  instant: Date | null;
  timeZone: string;
}

export interface DateMention {
  index: number;
  end: number;
  text: string;
  /** YYYY-MM-DD */
  date: string;
  /** 'HH:mm' when a time of day was written. */
  time: string | null;
  endTime: string | null;
  /** The sender named a day ("December 14", "Monday", "tomorrow"), not just a duration. */
  dayIsExplicit: boolean;
  /** Where the time was written, when it was not written with the day ("same time" as an earlier setting). */
  timeSource?: { index: number; end: number };
}

const parser = chrono.casual.clone();
parser.parsers.unshift(...writtenDateParsers, ...clockTimeParsers, ...spanishDateParsers);
parser.refiners.unshift(dropNoiseRefiner);
parser.refiners.push(dayDashHourRefiner, recentPastRefiner, estimateNotZoneRefiner, zoneWordsRefiner, rescheduleRangeRefiner, trailingWeekdayRefiner, sameWeekdayRefiner, workingHoursRefiner);

const PHONE_NUMBER = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;
const URL = /\bhttps?:\/\/\S+/gi;
// A date and a time written apart ("Date: 2026-12-03  Time: 08:30", "APPOINTMENT DATE: 10/13/2026\nAPPOINTMENT TIME: 1:00 PM",
// "Date ...... 01-19-2027\nTime ...... 1:30 PM", "on Tuesday, September 15. Appointment time is 9:00 a.m.",
// "Thursday, February the eighteenth, …, at the hour of ten o'clock").
const DATE_TIME_GAP =
  /^[\s,;:@|–—.-]*(?:(?:[a-z-]+\s+){0,2}time(?:\s+(?:is|will\s+be))?|at(?:\s+the\s+hour\s+of)?|@|commencing(?:\s+at)?|beginning(?:\s+at)?|starting(?:\s+at)?)?[\s,;:@|–—.-]*$/i;
// "4:30 p.m. on Wednesday", and a reply taking an hour: "4:30 p.m. is fine -- same day, Wednesday the 20th".
const TIME_DATE_GAP =
  /^[\s,;:|–—-]*(?:(?:(?:is|would\s+be)\s+(?:fine|good|great|perfect|ok(?:ay)?)|works)(?:\s+for\s+(?:me|us))?[\s,;:|–—-]*(?:(?:the\s+)?same\s+day)?)?[\s,;:|–—-]*(?:on|date)?[\s,;:|–—-]*$/i;
const MAX_GAP = 40;
// A day, then its hour a few words on in the same sentence: "Thursday works for me - let's say 12:30", "next Thursday,
// same time (8:30)", "the 9th of February for a half-day session starting at 1:30", "Friday works. 12:30 at …".
const LOOSE_GAP = 70;
const SENTENCE_END = /[.!?;](?:\s|$)/;
// Only a short reply ("Friday works.", "Thursday is fine!") may stand between the day and a time opening the next sentence.
const SHORT_REPLY_THEN_TIME = /^\s*(?:\S+\s+){0,2}\S*[.!?]\s+$/;

function timeBelongsToDay(gap: string): boolean {
  if (gap.length > LOOSE_GAP || gap.includes('\n\n')) return false;
  return !SENTENCE_END.test(gap) || SHORT_REPLY_THEN_TIME.test(gap);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function clockOf(components: ParsedComponents | undefined): string | null {
  if (!components?.isCertain('hour')) return null;
  return `${pad(components.get('hour') ?? 0)}:${pad(components.get('minute') ?? 0)}`;
}

function dateOf(components: ParsedComponents): string {
  return `${components.get('year')}-${pad(components.get('month') ?? 1)}-${pad(components.get('day') ?? 1)}`;
}

function isDuration(result: ParsedResult): boolean {
  // "within 10 days", "320 W" (weeks): durations are not days somebody named.
  return result.tags().has('result/relativeDate');
}

function isRelative(result: ParsedResult): boolean {
  return [...result.tags()].some((tag) => tag.startsWith('casualReference/') || tag === 'result/relativeDate');
}

function chronoReference(reference: DateReference): chrono.ParsingReference {
  // Without a sent date, resolve against a fixed instant so the result stays deterministic.
  const instant = reference.instant ?? new Date(Date.UTC(2000, 0, 1));
  const offset = DateTime.fromJSDate(instant, { zone: reference.timeZone }).offset;
  return { instant, timezone: Number.isFinite(offset) ? offset : 0 };
}

/** "1:00 PM ET" read in Los Angeles is 10:00: move a time written with its own zone into the reference zone. */
function inReferenceZone(components: ParsedComponents, timeZone: string): { date: string; time: string | null } {
  const date = dateOf(components);
  const time = clockOf(components);
  const offset = components.isCertain('timezoneOffset') ? components.get('timezoneOffset') : null;
  if (!time || offset === null) return { date, time };
  const minutes = Math.abs(offset);
  const zone = `UTC${offset >= 0 ? '+' : '-'}${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
  const written = DateTime.fromISO(`${date}T${time}`, { zone });
  const local = written.setZone(timeZone);
  if (!local.isValid) return { date, time };
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

function toMention(result: ParsedResult, reference: DateReference): DateMention | null {
  const { start } = result;
  const year = start.get('year') ?? 0;
  if (year < 1900 || year > 2200) return null;
  // Without a sent date, "tomorrow" or "Monday" cannot be placed.
  if (!reference.instant && (!start.isCertain('year') || isRelative(result))) return null;
  const dayIsExplicit = !isDuration(result) && (start.isCertain('day') || start.isCertain('weekday'));
  const begins = inReferenceZone(start, reference.timeZone);
  return {
    index: result.index,
    end: result.index + result.text.length,
    text: result.text,
    date: begins.date,
    time: begins.time,
    endTime: result.end ? inReferenceZone(result.end, reference.timeZone).time : null,
    dayIsExplicit,
  };
}

function mergeSeparatedDateAndTime(text: string, mentions: DateMention[]): DateMention[] {
  const merged: DateMention[] = [];
  // "afternoon", "June", "this week" name neither a day nor an hour: they only stand between a day and its time.
  for (const mention of mentions.filter((found) => found.dayIsExplicit || found.time)) {
    const previous = merged[merged.length - 1];
    if (previous) {
      const gap = text.slice(previous.end, mention.index);
      // A time read with its label ("TIME\n0830") leaves only the label's first words ("HEARING") in the gap.
      const labelledGap = /^time\b/i.test(mention.text) ? `${gap}time` : gap;
      const dateThenTime =
        previous.dayIsExplicit && !previous.time && mention.time && !mention.dayIsExplicit && (DATE_TIME_GAP.test(labelledGap) || timeBelongsToDay(gap));
      const timeThenDate = previous.time && !previous.dayIsExplicit && mention.dayIsExplicit && !mention.time && TIME_DATE_GAP.test(gap);
      if ((dateThenTime && gap.length <= LOOSE_GAP) || (gap.length <= MAX_GAP && (dateThenTime || timeThenDate))) {
        const dateSource = dateThenTime ? previous : mention;
        const timeSource = dateThenTime ? mention : previous;
        merged[merged.length - 1] = {
          index: previous.index,
          end: mention.end,
          text: text.slice(previous.index, mention.end),
          date: dateSource.date,
          time: timeSource.time,
          endTime: timeSource.endTime,
          dayIsExplicit: true,
        };
        continue;
      }
    }
    merged.push(mention);
  }
  return merged;
}

// "a week from today", "two weeks from tomorrow", "3 days from now": chrono reads only "a week", as a duration.
const COUNTED_FROM = /\b(a|one|two|three|four|[1-4])\s+(weeks?|days?)\s+from\s+(today|tomorrow|now)\b/gi;
const COUNT_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

/** Writes a day counted from today as its date (MM/DD/YYYY, padded to the same length) so it is read as a named day. */
function withRelativeDaysWrittenOut(text: string, reference: DateReference): string {
  const today = sentLocalDate(reference);
  if (!today) return text;
  return text.replace(COUNTED_FROM, (whole, count: string, unit: string, from: string) => {
    const number = COUNT_WORDS[count.toLowerCase()] ?? Number(count);
    const days = number * (unit.toLowerCase().startsWith('week') ? 7 : 1) + (from.toLowerCase() === 'tomorrow' ? 1 : 0);
    const day = DateTime.fromISO(addDays(today, days));
    return day.isValid ? day.toFormat('MM/dd/yyyy').padEnd(whole.length, ' ') : whole;
  });
}

/**
 * Every date and time the text names, in order. `ignore` ranges (case numbers) are blanked first.
 * Dates and times come from chrono; this only masks noise and joins a date and time written apart.
 */
export function findDateMentions(text: string, reference: DateReference, ignore: ReadonlyArray<readonly [number, number]> = []): DateMention[] {
  const chars = text.split('');
  const blank = (start: number, end: number) => {
    for (let i = start; i < end; i += 1) if (chars[i] !== '\n') chars[i] = ' ';
  };
  for (const [start, end] of ignore) blank(start, end);
  for (const pattern of [PHONE_NUMBER, URL]) for (const match of text.matchAll(pattern)) blank(match.index, match.index + match[0].length);
  const masked = withRelativeDaysWrittenOut(chars.join(''), reference);

  const results = parser.parse(masked, chronoReference(reference), { forwardDate: true });
  const mentions = results
    .map((result) => toMention(result, reference))
    .filter((mention): mention is DateMention => mention !== null);
  return mergeSeparatedDateAndTime(masked, mentions);
}

/** The sent date as YYYY-MM-DD in the reference zone, or null when unknown. */
export function sentLocalDate(reference: DateReference): string | null {
  if (!reference.instant) return null;
  const local = DateTime.fromJSDate(reference.instant, { zone: reference.timeZone });
  return local.isValid ? local.toISODate() : null;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);
}

export function addDays(date: string, days: number, businessDaysOnly = false): string {
  let moment = DateTime.fromISO(date, { zone: 'utc' });
  if (!businessDaysOnly) return moment.plus({ days }).toISODate() ?? date;
  let remaining = days;
  while (remaining > 0) {
    moment = moment.plus({ days: 1 });
    if (moment.weekday <= 5) remaining -= 1;
  }
  return moment.toISODate() ?? date;
}
