import type { DateMention } from './date-mentions';

/**
 * Chooses which of the dates in a message is the event: notices also carry service dates,
 * filing dates, reply headers, deadlines and, in continuances, the old date.
 */

// Words right before a date that make it something other than the event.
const NOT_AN_EVENT_BEFORE =
  /(?:\bdated|\bserved(?:\s+on)?|\bfiled(?:\s+on)?|\bdate\s+(?:served|filed|issued|mailed|signed)|\bdate\/time\s+served|\bissued(?:\s+on)?|\bmailed(?:\s+on)?|\bsigned(?:\s+on)?|\breceived(?:\s+on)?|\brec'?d(?:\s+on)?|\bentered(?:\s+on)?|\b(?:report|letter|notice|order|minutes)\s+(?:dated|of)|\b(?:was|were)\s+(?:taken|held)(?:\s+on)?|\binjury|\bDOI|\bbirth|\bDOB|\binvoice\s+date|\bdue(?:\s+(?:on|by|date))?|\bby|\bno\s+later\s+than|\bon\s+or\s+before|\bdeadline|\bbefore|\buntil|\bthrough|\bthru)\W{0,4}$/i;
// The old date of a continuance: "set for December 14 … is continued to …".
const SUPERSEDED_AFTER = /^[^.;\n]{0,80}?\b(?:is|are|has\s+been|have\s+been|was|were)\s+(?:hereby\s+)?(?:continued|rescheduled|vacated|re-?set|moved|postponed|cancell?ed|taken\s+off\s+calendar|off\s+calendar)/i;
const SUPERSEDED_BEFORE = /\b(?:originally|previously|formerly|was\s+(?:set|scheduled|on\s+calendar)\s+for|were\s+set\s+for|from)\W{0,3}$/i;
// The new date of a continuance.
const REPLACEMENT_BEFORE = /\b(?:continued|rescheduled|re-?set|moved|postponed|changed|advanced)\s+(?:to|until|for)\W{0,3}(?:\w+\W{1,3}){0,2}$|\bnew\s+(?:hearing\s+)?date\W{0,4}$/i;
// "… has been RESCHEDULED TO:\n\n   DATE: 06/10/2026", "is RESET as follows: … Date: 05-11-2027": the first date
// after the phrase, however the new setting is laid out, is the new one.
const REPLACEMENT_PHRASE =
  /\b(?:continued|rescheduled|re-?set|re-?calendared|re-?noticed|moved|postponed|advanced)\s+(?:to|until|as\s+follows)\b|\bnew\s+(?:hearing\s+|trial\s+|appointment\s+)?date\b/gi;
const REPLACEMENT_REACH = 250;
// Abbreviations whose period does not end the sentence ("BEFORE HON. RAYMOND FOSTER HAS BEEN RESCHEDULED").
const ABBREVIATION_PERIOD = /\b(hon|dr|mr|mrs|ms|no|st|ste|jr|sr|[ap]\.m|[a-z])\./gi;
const EVENT_WORDS_BEFORE =
  /\b(?:set\s+(?:for|at)|scheduled|will\s+(?:be\s+held|take\s+place|proceed)|hearing\s+date|date\s+of\s+hearing|date\s*:|is\s+set|appear|conference|trial|hearing|MSC|deposition|depo|meeting|appointment|see\s+you)\b/i;

const CONTEXT_BEFORE = 160;

interface Scored {
  mention: DateMention;
  score: number;
}

function lineStartBefore(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

/** Dates that open the new setting after each "continued to" / "reset as follows" phrase. */
function replacementDates(text: string, mentions: DateMention[], isCandidate: (mention: DateMention) => boolean): Set<DateMention> {
  const replacements = new Set<DateMention>();
  for (const phrase of text.matchAll(REPLACEMENT_PHRASE)) {
    const phraseEnd = phrase.index + phrase[0].length;
    const first = mentions.find((mention) => mention.index >= phraseEnd && isCandidate(mention));
    if (first && first.index - phraseEnd <= REPLACEMENT_REACH) replacements.add(first);
  }
  return replacements;
}

/** A named day, not past, not introduced as a service, filing, injury or due date. */
function canBeTheEvent(text: string, mention: DateMention, sentDate: string | null): boolean {
  if (!mention.dayIsExplicit) return false;
  if (sentDate && mention.date < sentDate) return false;
  return !NOT_AN_EVENT_BEFORE.test(text.slice(Math.max(0, mention.index - 40), mention.index));
}

function scoreOf(text: string, mention: DateMention, opensNewSetting: boolean): number {
  const after = text.slice(mention.end, mention.end + 120).replace(ABBREVIATION_PERIOD, '$1 ');
  const before = text.slice(Math.max(0, mention.index - CONTEXT_BEFORE), mention.index);
  const sameLineBefore = text.slice(Math.max(lineStartBefore(text, mention.index), mention.index - 60), mention.index);

  let score = 0;
  if (mention.time) score += 3;
  if (SUPERSEDED_AFTER.test(after) || SUPERSEDED_BEFORE.test(sameLineBefore)) score -= 8;
  if (opensNewSetting || REPLACEMENT_BEFORE.test(before.slice(-60))) score += 6;
  if (EVENT_WORDS_BEFORE.test(before)) score += 2;
  return score;
}

export interface EventDateChoice {
  mention: DateMention;
  /** Another date scored almost as high: which one is the event is a close call. */
  contested: boolean;
}

/** The best event date, or null when every date is a service date, a deadline, past or superseded. */
export function chooseEventDate(text: string, mentions: DateMention[], sentDate: string | null): EventDateChoice | null {
  const isCandidate = (mention: DateMention) => canBeTheEvent(text, mention, sentDate);
  const newSettings = replacementDates(text, mentions, isCandidate);
  const scored = mentions
    .filter(isCandidate)
    .map((mention): Scored => ({ mention, score: scoreOf(text, mention, newSettings.has(mention)) }))
    .filter((entry) => entry.score >= 0);
  let best: Scored | null = null;
  for (const entry of scored) if (!best || entry.score > best.score) best = entry;
  if (!best) return null;
  const chosen = best;
  const contested = scored.some((entry) => entry !== chosen && entry.mention.date !== chosen.mention.date && entry.score >= chosen.score - 1);
  return { mention: chosen.mention, contested };
}

/** Deadlines ("respond by Friday", "due by: December 15, 2026"): dates introduced by a due-word. */
const DEADLINE_BEFORE = /(?:\bby|\bdue(?:\s+(?:on|by|date))?|\bno\s+later\s+than|\bon\s+or\s+before|\bdeadline(?:\s+is)?|\buntil)\W{0,4}$/i;

export function findDeadlineDates(text: string, mentions: DateMention[], sentDate: string | null): string[] {
  return mentions
    .filter((mention) => mention.dayIsExplicit && (!sentDate || mention.date >= sentDate))
    .filter((mention) => DEADLINE_BEFORE.test(text.slice(Math.max(0, mention.index - 40), mention.index)))
    .map((mention) => mention.date);
}
