import type * as chrono from 'chrono-node';
import { CARDINAL_WORDS, cardinalValue } from './number-words';

/**
 * Times of day chrono's English parsers miss or misread: four-digit military times ("0830 hours",
 * "@ 0830", "Time: 1030 hrs", which chrono reads as a duration of hours) and times in words
 * ("ten o'clock in the morning", "one-thirty p.m.", "at the hour of ten").
 */

const HOUR_WORDS = `(?:${CARDINAL_WORDS})`;
const MERIDIEM = String.raw`(noon|a\.?\s?m\b\.?|p\.?\s?m\b\.?|o'?clock(?:\s+(?:in\s+the\s+)?(?:morning|forenoon|a\.?\s?m\b\.?|afternoon|evening|p\.?\s?m\b\.?))?|in\s+the\s+(?:morning|forenoon|afternoon|evening))`;
// A number right after "at" that starts a street address ("at 1400 W. Covina Parkway") is not a time.
const ADDRESS_AFTER = /^\s+(?:[NSEW]\.?\s|(?:north|south|east|west)\b|[A-Z][a-z]+\s+(?:st|street|ave|avenue|blvd|boulevard|road|rd|drive|dr|way|parkway|lane|ln)\b)/i;

function meridiemHour(hour: number, meridiem: string): number | null {
  if (hour < 1 || hour > 12) return null;
  if (/(?:^|\s)p\.?\s?m|afternoon|evening/i.test(meridiem)) return hour === 12 ? 12 : hour + 12;
  if (/(?:^|\s)a\.?\s?m|morning|forenoon/i.test(meridiem)) return hour === 12 ? 0 : hour;
  return hour;
}

/**
 * "0830 hours", "1030 hrs", "@ 0830", "at 0830", "Time: 1330", "08:30 hours" (the label stays in the text: chrono
 * drops a match of bare digits; a colon form is chrono's own unless "hours" follows it).
 */
export const militaryTimeParser: chrono.Parser = {
  pattern: () => /(\btime[\s:.]*|@\s*|\bat\s+)?\b([01]\d|2[0-3])(:?)([0-5]\d)\b(\s*(?:hours|hrs|hr|h)\b\.?)?/i,
  extract: (context, match) => {
    const [whole, label, hour, colon, minute, suffix] = match;
    if (!suffix && (colon || !label)) return null;
    const end = (match.index ?? 0) + whole.length;
    const after = context.text.slice(end, end + 40);
    if (!suffix && !hour?.startsWith('0') && ADDRESS_AFTER.test(after)) return null;
    return { hour: Number(hour), minute: Number(minute) };
  },
};

/**
 * Shorthand "@ 830", "at 130", "@ 9": three digits after "@"/"at" are an hour and minutes, one or two after "@" an hour
 * (an early hour is the afternoon).
 */
export const shorthandTimeParser: chrono.Parser = {
  pattern: () => /(?:(?<![\w.])@\s*|\bat\s+)([1-9])([0-5]\d)\b(?![-/.:,]?\d)|(?<![\w.])@\s*(1[0-2]|[1-9])\b(?![-/.:,]?\d)/i,
  extract: (context, match) => {
    const end = (match.index ?? 0) + match[0].length;
    if (ADDRESS_AFTER.test(context.text.slice(end, end + 40))) return null;
    return match[3] ? { hour: Number(match[3]), minute: 0 } : { hour: Number(match[1]), minute: Number(match[2]) };
  },
};

/** "ten o'clock in the morning", "one-thirty p.m.", "half past nine", "at the hour of ten", "twelve noon". */
export const wordTimeParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      String.raw`(\bat\s+the\s+hour\s+of\s+)?(?:\b(half|(?:a\s+)?quarter)\s+past\s+)?\b(${HOUR_WORDS})(?:[\s-]+(fifteen|thirty|forty[\s-]five|${HOUR_WORDS}))?(?:\s+${MERIDIEM})?(?![\w-])`,
      'i',
    ),
  extract: (_context, match) => {
    const [, hourOf, past, hourWords, minuteWords, meridiem] = match;
    if (!hourOf && !past && !meridiem) return null;
    const hour = cardinalValue(hourWords ?? '');
    const pastMinutes = past ? (past.toLowerCase() === 'half' ? 30 : 15) : null;
    const minute = pastMinutes ?? (minuteWords ? cardinalValue(minuteWords) : 0);
    if (hour === null || minute === null || minute > 59) return null;
    const hour24 = meridiemHour(hour, meridiem ?? '');
    return hour24 === null ? null : { hour: hour24, minute };
  },
};

// "12/9 10a", "@ 9a", "at 2p": an hour alone with a bare a/p only after a date or "at"/"@" (not "Suite 10a").
const BARE_HOUR_BEFORE = /(?:\d|\bat|@)\s*$/i;

/** Docketing shorthand: "8:30a", "1:30p", "12/9 10a". */
export const shortMeridiemParser: chrono.Parser = {
  pattern: () => /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s?([ap])(?![\w.])/i,
  extract: (context, match) => {
    if (!match[2] && !BARE_HOUR_BEFORE.test(context.text.slice(Math.max(0, (match.index ?? 0) - 10), match.index))) return null;
    const hour = meridiemHour(Number(match[1]), `${match[3] ?? ''}m`);
    return hour === null ? null : { hour, minute: Number(match[2] ?? 0) };
  },
};

// "friday morning around 10", "Tuesday afternoon at 2": the part of the day says which half a bare hour is in.
const PART_OF_DAY_HOUR =
  /\b(morning|afternoon|evening)[\s,]+(?:(?:at\s+)?(?:around|about|approximately|roughly)\s+|at\s+|@\s*)(1[0-2]|[1-9])(?::([0-5]\d))?(?![\d:/]|\.\d|\s*(?:[ap]\.?\s?m\b|o'?clock|days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|people|percent|%))/i;

const PART_OF_DAY_HOURS: Record<string, [number, number]> = { morning: [5, 11], afternoon: [12, 18], evening: [16, 23] };

/** A bare hour after "morning", "afternoon" or "evening" and "around"/"about"/"at", in that half of the day. */
export const partOfDayHourParser: chrono.Parser = {
  pattern: () => PART_OF_DAY_HOUR,
  extract: (_context, match) => {
    const [, part, hour, minute] = match;
    const hour24 = meridiemHour(Number(hour), part ?? '');
    // "afternoon around 10" says two things at once: leave it unread.
    const [earliest, latest] = PART_OF_DAY_HOURS[(part ?? '').toLowerCase()] ?? [0, -1];
    if (hour24 === null || hour24 < earliest || hour24 > latest) return null;
    return { hour: hour24, minute: Number(minute ?? 0) };
  },
};

export const clockTimeParsers: chrono.Parser[] = [militaryTimeParser, shorthandTimeParser, wordTimeParser, shortMeridiemParser, partOfDayHourParser];
