import { decodeEntities } from '../html-entities';
import type { FieldEvidence } from '../types';

/**
 * Checks on the line a value was read from, beyond its own quote: a day and an hour from different columns of a
 * table (the new day at the old hour), and a sentence about another kind of event than the one written (a call about
 * the MSC is a call).
 */

const CLEAR_TIME = /\b\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\b\.?|\b\d{1,2}:\d{2}\b/gi;
const CLEAR_DAY = /\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b/gi;

function startsOf(pattern: RegExp, text: string): number[] {
  return [...text.matchAll(pattern)].map((match) => match.index);
}

/**
 * Whether the date and time were read across a table laid out in columns ("Date  08/11  09/13" above
 * "Time  8:30 a.m.  1:30 p.m."), the day from one column and the hour from another.
 */
export function readAcrossColumns(evidence: FieldEvidence): boolean {
  const context = evidence.context.replace(/^…/, '');
  const at = context.indexOf(evidence.quote);
  if (at < 0) return false;
  const days = startsOf(CLEAR_DAY, context);
  const times = startsOf(CLEAR_TIME, context);
  if (days.length < 2 || times.length < 2) return false;
  const dayAt = days.find((index) => index >= at && index < at + evidence.quote.length);
  const timeAt = times.find((index) => index >= at && index < at + evidence.quote.length);
  if (dayAt === undefined || timeAt === undefined) return false;
  // Every day first, then every time: a table read column by column.
  if (Math.max(...days) > Math.min(...times)) return false;
  return days.indexOf(dayAt) !== times.indexOf(timeAt);
}

/** Whether the words the date was read from also give a clear hour, though no time was written. */
export function dateLineGivesATime(dateEvidence: FieldEvidence): boolean {
  return startsOf(CLEAR_TIME, dateEvidence.context).length > 0;
}

// Words of a meeting between people: a call, a talk, a review, a visit to the office.
const MEETING_WORDS = /\b(?:call|calls|meet|meeting|talk|speak|case\s+review|review\s+session|come\s+in|stop\s+by|sit\s+down|prep(?:aration)?\s+(?:call|session|meeting))\b/i;

/**
 * Whether the sentence holding the date speaks of a meeting and does not name the kind written: "let's talk
 * tomorrow at 11:30 about the AME" written as an AME, "case review a week from today before the MSC" as an MSC.
 */
export function dateSentenceIsAMeeting(dateEvidence: FieldEvidence, kindIsNamedIn: (text: string) => boolean): boolean {
  const sentence = decodeEntities(dateEvidence.context);
  return MEETING_WORDS.test(sentence) && !kindIsNamedIn(sentence);
}
