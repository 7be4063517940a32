import { rrule } from './rrule-lib';

/** Repeat frequencies a calendar event may have. */
export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
/**
 * The parts a rule may have. BYSETPOS, BYYEARDAY and BYWEEKNO are left out: with them a rule can match no
 * day at all, and the rrule library then counts periods up to the year 9999 before it gives up.
 */
const ALLOWED_PARTS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST'];
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** Longest each month can be (February in a leap year). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export type RecurrenceCheck = { ok: true; rule: string } | { ok: false; message: string };

const invalid = (detail: string): RecurrenceCheck => ({ ok: false, message: `The recurrence is not a valid RRULE: ${detail}` });

function numbers(value: string | undefined, name: string, min: number, max: number): number[] | string {
  if (value === undefined) return [];
  const list = value.split(',').map(Number);
  if (!value.split(',').every((item) => /^[+-]?\d{1,2}$/.test(item)) || list.some((n) => n === 0 || Math.abs(n) < min || Math.abs(n) > max)) {
    return `${name} takes whole numbers from ${min} to ${max} (or their negatives from the end), separated by commas.`;
  }
  return list;
}

/** Rules of RFC 5545 §3.3.10 that also keep every accepted rule matching some day. */
function ruleProblem(parts: Map<string, string>): string | null {
  const freq = parts.get('FREQ');
  if (!freq) return 'FREQ is missing.';
  if (!(RECURRENCE_FREQUENCIES as readonly string[]).includes(freq)) return `FREQ must be one of ${RECURRENCE_FREQUENCIES.join(', ')}.`;
  for (const name of ['INTERVAL', 'COUNT']) {
    const value = parts.get(name);
    if (value !== undefined && !/^[1-9]\d{0,3}$/.test(value)) return `${name} must be a whole number from 1 to 9999.`;
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) return 'COUNT and UNTIL cannot both be given.';
  const wkst = parts.get('WKST');
  if (wkst !== undefined && !WEEKDAYS.includes(wkst)) return 'WKST takes a day such as MO.';
  const months = numbers(parts.get('BYMONTH'), 'BYMONTH', 1, 12);
  if (typeof months === 'string') return months;
  if (months.some((month) => month < 0)) return 'BYMONTH takes months from 1 to 12.';
  const monthDays = numbers(parts.get('BYMONTHDAY'), 'BYMONTHDAY', 1, 31);
  if (typeof monthDays === 'string') return monthDays;
  if (monthDays.length > 0 && freq === 'WEEKLY') return 'BYMONTHDAY cannot be used with FREQ=WEEKLY.';
  const byday = parts.get('BYDAY');
  if (byday !== undefined) {
    const nthLimit = freq === 'MONTHLY' || months.length > 0 ? 5 : 53;
    for (const day of byday.split(',')) {
      const match = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(day);
      if (!match) return 'BYDAY takes days such as MO,WE (or 1MO, -1FR for MONTHLY and YEARLY).';
      if (match[1] === undefined) continue;
      const nth = Math.abs(Number(match[1]));
      if (freq !== 'MONTHLY' && freq !== 'YEARLY') return `A numbered day (${day}) needs FREQ=MONTHLY or FREQ=YEARLY.`;
      if (nth === 0 || nth > nthLimit) return `A numbered day counts from 1 to ${nthLimit}.`;
      if (monthDays.length > 0) return 'A numbered day cannot be combined with BYMONTHDAY.';
    }
  }
  if (monthDays.length > 0) {
    const inMonths = months.length > 0 ? months : MONTH_DAYS.map((_, index) => index + 1);
    if (!inMonths.some((month) => monthDays.some((day) => Math.abs(day) <= MONTH_DAYS[month - 1]!))) return 'no month named has such a day.';
  }
  return null;
}

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
    if (!ALLOWED_PARTS.includes(name)) return invalid(`${name} is not supported (use ${ALLOWED_PARTS.join(', ')}).`);
    if (parts.has(name)) return invalid(`${name} is given twice.`);
    parts.set(name, value.trim().toUpperCase());
  }
  const problem = ruleProblem(parts);
  if (problem) return invalid(problem);
  const canonical = [...parts].map(([name, value]) => `${name}=${value}`).join(';');
  try {
    const options = rrule.RRule.parseString(canonical);
    if (options.until && Number.isNaN(options.until.getTime())) return invalid('UNTIL is not a date.');
    return { ok: true, rule: rrule.RRule.optionsToString(options).replace(/^RRULE:/, '') };
  } catch (error) {
    return invalid(error instanceof TypeError ? 'a value is not understood.' : error instanceof Error ? error.message : String(error));
  }
}
