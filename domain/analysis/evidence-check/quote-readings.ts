import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { DateTime } from 'luxon';
import { forgivingQuote } from './quote-text';

/** What a quote says about a day: a calendar day (its year when written), a weekday only, or a day of the month only. */
export type DaySaid =
  | { kind: 'day'; year: number | null; month: number; day: number }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'day-of-month'; day: number };

/** A time of day a quote says, as minutes after midnight in the event's zone: both halves of the day when it does not say which. */
export interface TimeSaid {
  minutes: number[];
  /** Written as the start of a range whose end is also given ("9:00 a.m. to 5:00 p.m."). */
  endMinutes: number[];
}

export interface QuoteReading {
  days: DaySaid[];
  times: TimeSaid[];
}

const SPANISH = /\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|diciembre|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|a\s+las?|ma[nñ]ana|hoy)\b/i;
// "the 9th", "on the 15th": a day of the month chrono leaves unread when no month is written.
const BARE_ORDINAL = /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:day\s+)?of\s)/gi;

function referenceOf(relativeTo: string | undefined, timeZone: string): chrono.ParsingReference | null {
  if (!relativeTo) return null;
  const instant = new Date(relativeTo);
  if (Number.isNaN(instant.getTime())) return null;
  const offset = DateTime.fromJSDate(instant, { zone: timeZone }).offset;
  return { instant, timezone: Number.isFinite(offset) ? offset : 0 };
}

function isRelative(result: ParsedResult): boolean {
  return [...result.tags()].some((tag) => tag.startsWith('casualReference/') || tag === 'result/relativeDate');
}

function daySaid(components: ParsedComponents): DaySaid | null {
  if (components.isCertain('day') && components.isCertain('month')) {
    return { kind: 'day', year: components.isCertain('year') ? (components.get('year') ?? null) : null, month: components.get('month') ?? 0, day: components.get('day') ?? 0 };
  }
  if (components.isCertain('weekday')) return { kind: 'weekday', weekday: components.get('weekday') ?? 0 };
  return null;
}

// US zones written after a time, in words or letters ("2:00 p.m. Eastern", "1 PM CT", "9:30 EDT"), read at the day's offset.
const US_ZONE = /\b(?:(eastern|central|mountain|pacific)(?:\s+(?:standard|daylight))?(?:\s+time)?|([ECMP])[SD]?T)\b/i;
const ZONES: Record<string, string> = { e: 'America/New_York', c: 'America/Chicago', m: 'America/Denver', p: 'America/Los_Angeles' };

function writtenZone(text: string): { zone: string | null; text: string } {
  const match = US_ZONE.exec(text);
  const letter = (match?.[1] ?? match?.[2] ?? '').charAt(0).toLowerCase();
  const zone = ZONES[letter];
  return match && zone ? { zone, text: `${text.slice(0, match.index)}${text.slice(match.index + match[0].length)}` } : { zone: null, text };
}

function minutesOf(components: ParsedComponents, timeZone: string, zone: string | null = null): number[] {
  const hour = components.get('hour') ?? 0;
  const minute = components.get('minute') ?? 0;
  let minutes = hour * 60 + minute;
  if (zone) {
    const written = DateTime.fromObject({ year: components.get('year') ?? 2000, month: components.get('month') ?? 1, day: components.get('day') ?? 1, hour, minute }, { zone });
    const local = written.setZone(timeZone);
    if (local.isValid) minutes = local.hour * 60 + local.minute;
  } else if (components.isCertain('timezoneOffset')) {
    const written = components.get('timezoneOffset') ?? 0;
    const day = DateTime.fromObject({ year: components.get('year') ?? 2000, month: components.get('month') ?? 1, day: components.get('day') ?? 1 }, { zone: timeZone });
    minutes = (((minutes + (day.isValid ? day.offset : written) - written) % 1440) + 1440) % 1440;
  }
  if (components.isCertain('meridiem') || hour === 0 || hour > 12) return [minutes];
  return [minutes, (minutes + 12 * 60) % 1440];
}

/** Every day and time the quote names, read with chrono on its own, from the sent date in the event's zone. */
export function readQuote(quote: string, relativeTo: string | undefined, timeZone: string): QuoteReading {
  const { zone, text } = writtenZone(forgivingQuote(quote));
  const reference = referenceOf(relativeTo, timeZone);
  const parseWith = (parser: chrono.Chrono) => parser.parse(text, reference ?? { instant: new Date(Date.UTC(2000, 0, 1)), timezone: 0 }, { forwardDate: true });
  const results = [...parseWith(chrono.casual), ...(SPANISH.test(text) ? parseWith(chrono.es.casual) : [])];
  const days: DaySaid[] = [];
  const times: TimeSaid[] = [];
  // "is now at 1:30": the moment of writing is no time of the event.
  for (const result of results.filter((found) => !/^(?:right\s+)?now$/i.test(found.text.trim()))) {
    // Without the sent date, "tomorrow" or "Monday" says nothing that can be checked.
    const relative = isRelative(result) || !result.start.isCertain('day');
    if (reference || !relative) {
      for (const components of [result.start, result.end].filter((part): part is ParsedComponents => Boolean(part))) {
        const said = daySaid(components);
        if (said) days.push(said);
      }
    }
    if (result.start.isCertain('hour')) {
      times.push({ minutes: minutesOf(result.start, timeZone, zone), endMinutes: result.end?.isCertain('hour') ? minutesOf(result.end, timeZone, zone) : [] });
    } else if (result.end?.isCertain('hour')) {
      // "Thursday, September 14 – 1:00 PM": chrono reads a span from the day to the hour; the hour is the day's.
      times.push({ minutes: minutesOf(result.end, timeZone, zone), endMinutes: [] });
    }
  }
  for (const match of text.matchAll(BARE_ORDINAL)) days.push({ kind: 'day-of-month', day: Number(match[1]) });
  return { days, times };
}
