import type { DateMention } from './date-mentions';

/**
 * A message that changes only the hour of a setting: "stays on Thursday, but moved from the 10:00 a.m. calendar to the
 * 1:30 p.m. calendar", "the new start time is 1:30 p.m.", "the time has been changed to 2 p.m.". The event keeps its
 * day and takes the new hour.
 */

// A time with its minutes or its half of the day: a bare "2" could be a day of the month.
const TIME = String.raw`(?:\d{1,2}:[0-5]\d(?:\s*[ap]\.?\s?m\b\.?)?|\d{1,2}\s*[ap]\.?\s?m\b\.?|noon)(?![/\d])`;
// Between "from" and "to" a bare hour is a time too: "move our Thursday call from 3 to 4:30".
const HOUR_OR_TIME = String.raw`(?:${TIME}|\d{1,2}(?![/\d.:])(?!\s*(?:days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?|people|percent|%)\b))`;
const CHANGE_VERB = String.raw`\b(?:mov|chang|re-?set|resched|re-?calendar|bump|push|switch|shift|continu)\w*`;
const NEW_TIME_PATTERNS = [
  new RegExp(String.raw`${CHANGE_VERB}\s+(?:[\w,']+\s+){0,5}?from\s+(?:the\s+)?(${HOUR_OR_TIME})(?:\s+[a-z]+){0,2}?\s+(?:to|until)\s+(?:the\s+)?(${HOUR_OR_TIME})`, 'gi'),
  new RegExp(String.raw`\bnew\s+(?:start(?:ing)?\s+)?time\b\W{0,4}(?:is\s+|will\s+be\s+|of\s+)?()(${TIME})`, 'gi'),
  new RegExp(String.raw`\btime\s+(?:has\s+been\s+|was\s+|is\s+)?(?:changed|moved|reset|pushed|bumped|switched)\s+(?:up\s+|back\s+)?to\s+(?:the\s+)?()(${TIME})`, 'gi'),
  // "moved to the 1:30 p.m. calendar", "pushed back to 2:00 p.m.", "moving our trial to the 11:00 slot", "is now at 1:30 p.m.".
  new RegExp(String.raw`${CHANGE_VERB}\s+(?:(?:it|(?:the|our|your|this|that|his|her|their)(?:\s+[\w-]+){1,3}?)\s+)?(?:up\s+|back\s+|out\s+)?(?:to|until)\s+(?:the\s+)?()(${TIME})`, 'gi'),
  new RegExp(String.raw`\b(?:is|are|will\s+be)\s+now\s+(?:set\s+|scheduled\s+)?(?:at|for)\s+(?:the\s+)?()(${TIME})`, 'gi'),
];
const REACH = 300;

function clock(written: string): string | null {
  if (/^noon$/i.test(written)) return '12:00';
  const match = /^(\d{1,2})(?::([0-5]\d))?\s*([ap])?/i.exec(written);
  if (!match) return null;
  let hour = Number(match[1]);
  const half = match[3]?.toLowerCase();
  if (hour < 0 || hour > 23 || (half && (hour < 1 || hour > 12))) return null;
  if (half === 'p' && hour < 12) hour += 12;
  else if (half === 'a' && hour === 12) hour = 0;
  // Working hours: "moved to 1:30" is the afternoon.
  else if (!half && hour >= 1 && hour <= 6) hour += 12;
  return `${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/**
 * The chosen day with the new hour a change of time nearby gives it; the mention unchanged when there is none.
 * A reply that moves the hour changes the setting of the message it quotes, however long the quote (`freshEnd`:
 * where the quoted part begins).
 */
export function withChangedTime(text: string, chosen: DateMention, freshEnd = text.length): DateMention {
  for (const pattern of NEW_TIME_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const replyToQuote = match.index < freshEnd && chosen.index >= freshEnd;
      const near = replyToQuote || (match.index + match[0].length >= chosen.index - REACH && match.index <= chosen.end + REACH);
      const newWritten = match[2] ?? '';
      const newTime = clock(newWritten);
      if (!near || !newTime || newTime === chosen.time) continue;
      const oldTime = match[1] ? clock(match[1]) : null;
      if (oldTime && chosen.time && oldTime !== chosen.time) continue;
      const index = match.index + match[0].length - newWritten.length;
      return { ...chosen, time: newTime, endTime: null, timeSource: { index, end: index + newWritten.length } };
    }
  }
  return chosen;
}

/**
 * "The MSC on Thursday at 10:00 a.m. was pushed back to 2:00 p.m.": the only day named is the setting whose hour
 * changes (read as superseded); it is the event, at the new hour.
 */
export function settingWithChangedTime(text: string, mentions: DateMention[], isCandidate: (mention: DateMention) => boolean): DateMention | null {
  for (const pattern of NEW_TIME_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const day = mentions.filter((mention) => isCandidate(mention) && mention.end <= match.index + match[0].length && match.index - mention.end <= REACH).at(-1);
      if (!day) continue;
      const changed = withChangedTime(text, day);
      if (changed !== day) return changed;
    }
  }
  return null;
}
