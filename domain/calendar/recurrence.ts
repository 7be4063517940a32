import { DateTime } from 'luxon';
import { rrule } from './rrule-lib';

/** Repeat frequencies a calendar event may have. */
export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
const ALLOWED_PARTS = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'BYYEARDAY', 'BYWEEKNO', 'WKST']);
/** Occurrences of one series listed at most per request, so a daily rule over years stays cheap. */
export const MAX_OCCURRENCES_PER_SERIES = 1000;

export type RecurrenceCheck = { ok: true; rule: string } | { ok: false; message: string };

const invalid = (detail: string): RecurrenceCheck => ({ ok: false, message: `The recurrence is not a valid RRULE: ${detail}` });

/**
 * An RFC 5545 RRULE such as 'FREQ=WEEKLY;BYDAY=MO,WE' (an 'RRULE:' prefix is allowed), checked and
 * written back in its canonical form. The start of the event is its DTSTART, so the rule names none;
 * times of day come from the start too (no BYHOUR, BYMINUTE, BYSECOND).
 */
export function checkRecurrence(text: string): RecurrenceCheck {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body) return invalid('it is empty.');
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const [key, value, extra] = part.split('=');
    const name = key?.trim().toUpperCase() ?? '';
    if (!name || value === undefined || extra !== undefined || !value.trim()) return invalid(`"${part}" is not NAME=VALUE.`);
    if (!ALLOWED_PARTS.has(name)) return invalid(`${name} is not supported (use ${[...ALLOWED_PARTS].join(', ')}).`);
    if (parts.has(name)) return invalid(`${name} is given twice.`);
    parts.set(name, value.trim().toUpperCase());
  }
  const freq = parts.get('FREQ');
  if (!freq) return invalid('FREQ is missing.');
  if (!(RECURRENCE_FREQUENCIES as readonly string[]).includes(freq)) return invalid(`FREQ must be one of ${RECURRENCE_FREQUENCIES.join(', ')}.`);
  for (const name of ['INTERVAL', 'COUNT'] as const) {
    const value = parts.get(name);
    if (value !== undefined && !/^[1-9]\d{0,3}$/.test(value)) return invalid(`${name} must be a whole number from 1 to 9999.`);
  }
  const byday = parts.get('BYDAY');
  if (byday !== undefined && !byday.split(',').every((day) => /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.test(day))) return invalid('BYDAY takes days such as MO,WE or 1MO.');
  const wkst = parts.get('WKST');
  if (wkst !== undefined && !/^(MO|TU|WE|TH|FR|SA|SU)$/.test(wkst)) return invalid('WKST takes a day such as MO.');
  for (const name of ['BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'BYYEARDAY', 'BYWEEKNO'] as const) {
    const value = parts.get(name);
    if (value !== undefined && !/^[+-]?\d{1,3}(,[+-]?\d{1,3})*$/.test(value)) return invalid(`${name} takes whole numbers separated by commas.`);
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) return invalid('COUNT and UNTIL cannot both be given.');
  const canonical = [...parts].map(([name, value]) => `${name}=${value}`).join(';');
  try {
    const options = rrule.RRule.parseString(canonical);
    if (options.until && Number.isNaN(options.until.getTime())) return invalid('UNTIL is not a date.');
    return { ok: true, rule: rrule.RRule.optionsToString(options).replace(/^RRULE:/, '') };
  } catch (error) {
    return invalid(error instanceof TypeError ? 'a value is not understood.' : error instanceof Error ? error.message : String(error));
  }
}

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

/** Occurrences of a series overlapping [rangeStart, rangeEnd), in order, at most MAX_OCCURRENCES_PER_SERIES. */
export function expandOccurrences(series: Series, rangeStart: Date, rangeEnd: Date, limit = MAX_OCCURRENCES_PER_SERIES): Occurrence[] {
  const zone = series.timeZone;
  const localStart = DateTime.fromJSDate(series.start, { zone });
  const localEnd = DateTime.fromJSDate(series.end, { zone });
  const days = Math.max(1, Math.round(localEnd.startOf('day').diff(localStart.startOf('day'), 'days').days));
  const durationMs = series.end.getTime() - series.start.getTime();
  const options = rrule.RRule.parseString(series.recurrence);
  const rule = new rrule.RRule({ ...options, dtstart: toFloating(localStart) });
  // Search a little wider than the range in floating time (zone offsets, the event's own length), then filter exactly.
  const slackMs = durationMs + 2 * 86_400_000;
  const after = toFloating(DateTime.fromJSDate(new Date(rangeStart.getTime() - slackMs), { zone }));
  const before = toFloating(DateTime.fromJSDate(rangeEnd, { zone }).plus({ days: 2 }));
  const found: Occurrence[] = [];
  rule.between(after, before, true, (floating) => {
    const start = fromFloating(floating, zone);
    const end = series.allDay ? start.plus({ days }) : start.plus({ milliseconds: durationMs });
    if (start.toMillis() < rangeEnd.getTime() && end.toMillis() > rangeStart.getTime()) found.push({ start: start.toJSDate(), end: end.toJSDate() });
    return found.length < limit;
  });
  return found;
}
