import { DateTime } from 'luxon';
import type { DateMention, DateReference } from './date-mentions';

/**
 * Whether a dated setting is announced to the reader, as opposed to reported after it happened, cancelled,
 * or only mentioned as unchanged in a report of something else.
 */

/** Dates whose day and time had already passed when the message was sent: nobody is being told to attend them. */
export function hasPassed(mention: DateMention, reference: DateReference): boolean {
  if (!reference.instant || !mention.time) return false;
  const sent = DateTime.fromJSDate(reference.instant, { zone: reference.timeZone });
  const at = DateTime.fromISO(`${mention.date}T${mention.time}`, { zone: reference.timeZone });
  return at.isValid && at < sent;
}

// The sentence around a date: cut at blank lines and at a full stop followed by a capital.
const SENTENCE_REACH = 200;

function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - SENTENCE_REACH), start);
  const after = text.slice(end, end + SENTENCE_REACH);
  const cutBefore = Math.max(before.lastIndexOf('\n\n'), ...[...before.matchAll(/[.!?;]\s+(?=[A-Z])/g)].map((match) => match.index));
  const blankAfter = after.indexOf('\n\n');
  const stopAfter = after.search(/[.!?;]\s+(?=[A-Z])|[.!?]\s*$/);
  const cutAfter = Math.min(...[blankAfter, stopAfter, after.length].filter((index) => index >= 0));
  return `${before.slice(cutBefore + 1)}${text.slice(start, end)}${after.slice(0, cutAfter)}`;
}

const CANCELLED =
  /\b(?:(?:ordered|taken|took|taking|went|go(?:es)?|placed)\s+off\s+(?:the\s+)?calendar|off\s+calendar|OTOC(?:'?d)?|vacated|vacating|cancell?ed|will\s+not\s+(?:go\s+forward|proceed|take\s+place))\b/i;
const REPLACED = /\b(?:continued|cont(?:'d|\.)|re-?set|rescheduled|moved|postponed|re-?calendared)\s+(?:\w+\s+){0,2}(?:to|until|for)\b|\bnew\s+(?:\w+\s+)?date\b/i;

/** "The MSC set for 09/29/2026 … is ORDERED OFF CALENDAR": the chosen date is the setting being taken away. */
export function isCancelledSetting(text: string, mention: DateMention): boolean {
  const sentence = sentenceAround(text, mention.index, mention.end);
  return CANCELLED.test(sentence) && !REPLACED.test(sentence);
}

// Words setting a date, written just before it: a report may still announce the next setting.
const SETS_THE_DATE =
  /\b(?:set|re-?set|scheduled|rescheduled|continued|cont(?:'d|\.)|moved|postponed|calendared|noticed|will\s+(?:be\s+held|take\s+place|proceed))(?:\s+\S+){0,6}\s*$|\bnew\s+(?:\w+\s+)?date\W*$/i;

/** In a report of a hearing, call or deposition that happened, a later date counts only when the report sets it. */
export function isSetByReport(text: string, mention: DateMention): boolean {
  const before = text.slice(Math.max(0, mention.index - 60), mention.index);
  return SETS_THE_DATE.test(before);
}

// "Want to grab lunch Friday at 12:30?": an invitation is not on anyone's calendar until it is accepted.
const PROPOSAL =
  /\b(?:want\s+to|wanna|would\s+you\s+like\s+to|are\s+you\s+(?:free|available|around)|(?:can|could|shall|should)\s+we|how\s+about|what\s+about|(?:does|would)\s+(?:\S+\s+){1,3}work\s+for\s+you)\b/i;

function endsInQuestion(text: string, end: number): boolean {
  const stop = /[!?]|\.(?=\s+[A-Z]|\s*$)|\n\s*\n/.exec(text.slice(end, end + SENTENCE_REACH));
  return stop?.[0] === '?';
}

/** A meeting only proposed in a question, not yet agreed. */
export function isOnlyProposed(text: string, mention: DateMention): boolean {
  return endsInQuestion(text, mention.end) && PROPOSAL.test(sentenceAround(text, mention.index, mention.end));
}
