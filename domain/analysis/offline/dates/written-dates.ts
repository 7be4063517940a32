import type * as chrono from 'chrono-node';
import { ORDINAL_WORDS, YEAR_WORDS, ordinalValue, yearValue } from './number-words';

/**
 * Dates as formal notices write them out, which chrono's English parsers do not read:
 * "the 3rd day of February, 2027", "the fourteenth day of December, two thousand twenty-six",
 * "December the fourteenth, two thousand twenty-six", and a day named by its ordinal alone ("Tuesday the 9th", "on the 15th").
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = `(${MONTHS.join('|')}|(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?)`;
const DAY = `(\\d{1,2}(?:st|nd|rd|th)?|${ORDINAL_WORDS})`;
const YEAR = `(\\d{4}|${YEAR_WORDS})`;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function monthValue(text: string): number {
  const prefix = text.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(prefix)) + 1;
}

function dayMonthYear(day: string | undefined, month: string | undefined, year: string | undefined) {
  const dayOfMonth = ordinalValue(day ?? '');
  const monthOfYear = monthValue(month ?? '');
  if (!dayOfMonth || monthOfYear < 1) return null;
  if (year === undefined) return { day: dayOfMonth, month: monthOfYear };
  const yearNumber = yearValue(year);
  return yearNumber ? { day: dayOfMonth, month: monthOfYear, year: yearNumber } : null;
}

/** "the 14th day of December, 2026", "this fourteenth day of December, two thousand twenty-six". */
export const dayOfMonthParser: chrono.Parser = {
  pattern: () => new RegExp(`\\b${DAY}\\s+day\\s+of\\s+${MONTH}(?:,?\\s+(?:in\\s+the\\s+year\\s+)?${YEAR})?\\b`, 'i'),
  extract: (_context, match) => dayMonthYear(match[1], match[2], match[3]),
};

/** "December the fourteenth, two thousand twenty-six", "December fourteenth", "Dec. the 14th, 2026". */
export const monthThenWrittenDayParser: chrono.Parser = {
  pattern: () => new RegExp(`\\b${MONTH}\\s+(?:the\\s+${DAY}|(${ORDINAL_WORDS}))(?:,?\\s+${YEAR})?(?![\\w-])`, 'i'),
  extract: (_context, match) => dayMonthYear(match[2] ?? match[3], match[1], match[4]),
};

/** The first day numbered `day` (and falling on `weekday`, when given) from the reference date on. */
function nextDayNumbered(context: chrono.ParsingContext, day: number, weekday?: number) {
  const reference: Date = context.reference.getDateWithAdjustedTimezone();
  for (let months = 0; months < 12; months += 1) {
    const candidate: Date = new Date(Date.UTC(reference.getFullYear(), reference.getMonth() + months, day));
    const past = months === 0 && day < reference.getDate();
    if (!past && candidate.getUTCDate() === day && (weekday === undefined || candidate.getUTCDay() === weekday)) {
      return { day, month: candidate.getUTCMonth() + 1, year: candidate.getUTCFullYear(), ...(weekday === undefined ? {} : { weekday }) };
    }
  }
  return null;
}

/** "Tuesday the 9th": the next day numbered 9 that falls on a Tuesday. */
export const weekdayThenOrdinalParser: chrono.Parser = {
  pattern: () => new RegExp(`\\b(${WEEKDAYS.join('|')}),?\\s+the\\s+${DAY}(?![\\w-]|\\s+day\\s+of|\\s+of\\s)`, 'i'),
  extract: (context, match) => {
    const weekday = WEEKDAYS.indexOf((match[1] ?? '').toLowerCase());
    const day = ordinalValue(match[2] ?? '');
    return weekday < 0 || !day ? null : nextDayNumbered(context, day, weekday);
  },
};

const NOT_A_DAY_AFTER = String.raw`\s+(?:floor|fl\b|street|st\b|avenue|ave\b|circuit|district|amendment|century|page|paragraph|item|time|round|percentile)`;

/** "on the 15th", "the 15th at 11": the next 15th. A bare "the 15th" ("the 15th floor", "the 9th Circuit") is not a date. */
export const bareOrdinalDayParser: chrono.Parser = {
  pattern: () => new RegExp(`\\b(on\\s+)?the\\s+(\\d{1,2}(?:st|nd|rd|th))(?=(\\s+(?:at|@)\\s+\\d)?)(?![\\w-]|\\s+(?:day\\s+)?of\\s|${NOT_A_DAY_AFTER})`, 'i'),
  extract: (context, match) => {
    const [, on, ordinal, timeFollows] = match;
    const day = ordinalValue(ordinal ?? '');
    if (!day || (!on && !timeFollows)) return null;
    return nextDayNumbered(context, day);
  },
};

export const writtenDateParsers: chrono.Parser[] = [dayOfMonthParser, monthThenWrittenDayParser, weekdayThenOrdinalParser, bareOrdinalDayParser];
