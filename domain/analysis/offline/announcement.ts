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

// "BEFORE WCJ LORRAINE K. BAPTISTE", "Hon. Diaz", "Dept. 4": a period after an initial or an abbreviation ends no sentence.
const ABBREVIATION_BEFORE_PERIOD = /(?:^|[^\w])(?:[A-Z]|hon|dr|mr|mrs|ms|no|st|ste|blvd|ave|dept|jr|sr|rm)$/i;
const SENTENCE_STOP = /[.!?;]\s+(?=[A-Z])/g;

function sentenceStops(text: string): number[] {
  return [...text.matchAll(SENTENCE_STOP)].filter((match) => !(match[0].startsWith('.') && ABBREVIATION_BEFORE_PERIOD.test(text.slice(Math.max(0, match.index - 6), match.index)))).map((match) => match.index);
}

export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - SENTENCE_REACH), start);
  const after = text.slice(end, end + SENTENCE_REACH);
  const cutBefore = Math.max(before.lastIndexOf('\n\n'), ...sentenceStops(before));
  const blankAfter = after.indexOf('\n\n');
  const stopAfter = Math.min(...[...sentenceStops(after), after.search(/[.!?]\s*$/)].filter((index) => index >= 0), Number.POSITIVE_INFINITY);
  const cutAfter = Math.min(...[blankAfter, stopAfter, after.length].filter((index) => index >= 0 && Number.isFinite(index)));
  return `${before.slice(cutBefore + 1)}${text.slice(start, end)}${after.slice(0, cutAfter)}`;
}

const CANCELLED = new RegExp(
  [
    String.raw`(?:ordered|taken|took|taking|went|go(?:es)?|placed|dropped|removed|stricken)\s+(?:off|from)\s+(?:the\s+)?calendar`,
    String.raw`off[\s-]+calendar|OTOC(?:'?d)?|vacate[ds]?|vacating|cancell?(?:ed|ation\s+of)|stricken`,
    String.raw`(?:will\s+not|won't|(?:is|are)\s+not|no\s+longer)\s+(?:be\s+)?(?:go(?:ing)?\s+forward|proceed(?:ing)?|take\s+place|tak(?:e|ing)\s+place|on\s+calendar)`,
    String.raw`continued\s+(?:indefinitely|without\s+(?:a\s+)?date|(?:to|until)\s+a\s+(?:date|time)\s+to\s+be\s+\w+)`,
  ]
    .map((part) => `\\b(?:${part})\\b`)
    .join('|'),
  'i',
);
const REPLACED =
  /\b(?:continu(?:ed|es|ing)|cont(?:'d|\.)|re-?set(?:s|ting)?|reschedul(?:ed|es|ing)|mov(?:ed|es|ing)|postpon(?:ed|es|ing)|re-?calendar(?:ed|s)?)\s+(?:\w+\s+){0,2}(?:to|until|for)\b(?!\s+a\s+(?:date|time)\s+to\s+be)|\bnew\s+(?:\w+\s+)?date\b(?!\s+(?:is\s+)?(?:to\s+be|TBD|not\s+yet))|\brescheduled\b|(?:^|\n)[ \t]*new\b/i;

// "Failure to appear may result in the matter being ordered off calendar", "If a dismissal is filed five days
// before, the hearing will be vacated" warn; they cancel nothing. Read back to the start of the sentence.
const CONDITIONAL_BEFORE = /\b(?:may|might|could|would|can|if|unless|otherwise|risk)\b[^.;!?]*$/i;
const CONDITION_REACH = 200;

function cancels(text: string): boolean {
  return [...text.matchAll(new RegExp(CANCELLED.source, 'gi'))].some(
    (match) => !CONDITIONAL_BEFORE.test(text.slice(Math.max(0, match.index - CONDITION_REACH), match.index)),
  );
}

/** "The MSC set for 09/29/2026 … is ORDERED OFF CALENDAR": the chosen date is the setting being taken away. */
export function isCancelledSetting(text: string, mention: DateMention): boolean {
  const sentence = sentenceAround(text, mention.index, mention.end);
  const at = sentence.indexOf(mention.text);
  if (at < 0) return cancels(sentence) && !REPLACED.test(sentence);
  // "[the date] … has been taken off calendar" cancels it, even "continued to [the date]" earlier on;
  // "vacated and reset to [the date]" does not.
  const before = sentence.slice(0, at);
  return cancels(sentence.slice(at + mention.text.length)) || (cancels(before) && !REPLACED.test(before));
}

/** The message takes a setting away (an order vacating, a withdrawal, an OTOC), whether or not it sets another. */
export function cancelsASetting(text: string): boolean {
  return cancels(text);
}

// Words setting a date, written just before it: a report may still announce the next setting.
const SETS_THE_DATE =
  /\b(?:(?:re-?)?set(?:s|ting)?|(?:re)?schedul(?:ed|es|ing)|continu(?:ed|es|ing)|cont(?:'d|\.)|mov(?:ed|es|ing)|postpon(?:ed|es|ing)|calendared|noticed|will\s+(?:now\s+|instead\s+)?(?:be\s+held|take\s+place|proceed|go\s+forward))(?:\s+\S+){0,6}\s*$|\b(?:is|are|will\s+be|will)\s+now\b(?:\s+\S+){0,4}\s*$|\bnew\s+(?:\w+\s+)?date\W*$|(?:^|\n)[ \t]*new\W*$|\bnext\s+(?:[\w-]+\s+){0,3}?[\w-]+\s*(?::|is|will\s+be|on|(?:set|scheduled)\s+for)\s*$|\bnext\s*:\s*(?:[\w-]+\s+){0,4}$/i;

const SETS_EARLIER_IN_SENTENCE = /\b(?:(?:hereby\s+)?sets|has\s+(?:been\s+)?set|(?:is|are)\s+(?:hereby\s+)?set)\b[^.;!?]{0,180}$/i;

/** In a report of what happened, or a message cancelling a setting, another date counts only when the message sets it. */
// "the MSC already set for June 2 stays on calendar as is", "the QME re-evaluation scheduled for 02/19/2027 shall
// proceed": a setting the report only leaves standing is not new.
const ALREADY_BEFORE = /\b(?:already|still)\s+(?:set|scheduled|calendared|on\s+(?:the\s+)?calendar)\b(?:\s+\S+){0,3}\s*$/i;
// "the judge kept the 9/19 MSC on calendar", "left the March 3 trial date in place".
const KEPT_BEFORE = /\b(?:kept|keeps|keeping|left|leaves|leaving)\s+(?:the\s+|our\s+|its\s+|their\s+)?$/i;
const KEPT_AFTER = /^[^.;]{0,40}?\b(?:on\s+(?:the\s+)?calendar|in\s+place|as\s+(?:is|set|scheduled))\b/i;
const LEFT_STANDING_AFTER =
  /^[^.;]{0,60}?\b(?:stays?|remains?|shall\s+(?:proceed|remain|go\s+forward)|will\s+(?:proceed|go\s+forward)\s+as\s+(?:scheduled|set))\b(?:\s+(?:on\s+(?:the\s+)?calendar|set|as\s+is|as\s+scheduled|unchanged))?/i;

// "(that's already on the calendar from the court's notice)": whatever the message is about, that setting is not new.
const ALREADY_CALENDARED_AFTER = /^[^.;\n]{0,30}?\balready\s+(?:on|in)\s+(?:the\s+|our\s+|your\s+)?calendar\b/i;

/** A setting the message says is already on the calendar. */
export function isAlreadyCalendared(text: string, mention: DateMention): boolean {
  // "in Dept. 4 (already on the calendar)": an abbreviation's period ends no sentence.
  const after = text.slice(mention.end, mention.end + 80).replace(/\n/g, ' ').replace(/\b(dept|rm|ste|no|courtroom)\./gi, '$1');
  return ALREADY_CALENDARED_AFTER.test(after) || isKeptOnCalendar(text, mention);
}

function isKeptOnCalendar(text: string, mention: DateMention): boolean {
  const before = text.slice(Math.max(0, mention.index - 40), mention.index);
  const after = text.slice(mention.end, mention.end + 60).replace(/\n/g, ' ');
  return KEPT_BEFORE.test(before) && KEPT_AFTER.test(after);
}

/** A setting the message only leaves standing: "already set for June 2", "on calendar for 10/10 remains set". */
export function isLeftStanding(text: string, mention: DateMention): boolean {
  const after = text.slice(mention.end, mention.end + 80).replace(/\n/g, ' ');
  const before = text.slice(Math.max(0, mention.index - 60), mention.index);
  return ALREADY_BEFORE.test(before) || LEFT_STANDING_AFTER.test(after) || isKeptOnCalendar(text, mention);
}

export function isSetByReport(text: string, mention: DateMention, kind: string): boolean {
  if (isLeftStanding(text, mention)) return false;
  const before = text.slice(Math.max(0, mention.index - 60), mention.index);
  if (SETS_THE_DATE.test(before)) return true;
  // "the Court sets an Order to Show Cause re: Dismissal (Settlement) for Thursday, 12/16/2027": set earlier in the sentence.
  if (SETS_EARLIER_IN_SENTENCE.test(text.slice(Math.max(0, mention.index - 200), mention.index))) return true;
  // "Board set it for trial" above a table whose TRIAL row carries the date; not "to set it for trial" (a possibility).
  const escaped = kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(String.raw`(?<!\bto\s)\b(?:set|re-?set|continued)\s+(?:(?:it|this|the\s+(?:case|matter))\s+)?(?:(?:straight|directly|right)\s+)?(?:for|to)\s+(?:an?\s+|the\s+)?${escaped}\b`, 'i').test(text);
}

