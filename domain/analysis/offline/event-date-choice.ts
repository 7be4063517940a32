import { isLeftStanding } from './announcement';
import type { DateMention } from './date-mentions';

/**
 * Chooses which of the dates in a message is the event: notices also carry service dates,
 * filing dates, reply headers, deadlines and, in continuances, the old date.
 */

// Words right before a date that make it something other than the event: when a paper was dated, served, filed,
// entered or received; injury and birth dates; payment dates; deadlines and their arithmetic ("lands on Saturday 5/8").
const NOT_AN_EVENT_WORDS = [
  String.raw`dated`,
  String.raw`(?:served|filed|issued|mailed|signed|received|rec'?d|entered)(?:\s+on)?`,
  String.raw`date(?:\/time)?\s+(?:served|filed|issued|mailed|signed)`,
  String.raw`(?:report|letter|notice|order|minutes)\s+(?:dated|of)`,
  String.raw`(?:was|were)\s+(?:taken|held)(?:\s+on)?`,
  String.raw`injury`,
  String.raw`DOI`,
  String.raw`birth`,
  String.raw`DOB`,
  String.raw`(?:invoice|autopay|payment|billing|statement|posting|check)\s+date`,
  String.raw`due(?:\s+(?:on|by|date))?`,
  // "respond by Friday", but not "come by tomorrow at noon".
  String.raw`(?<!\b(?:come|comes|coming|stop|drop|swing|pop)\s)by`,
  String.raw`no\s+later\s+than`,
  String.raw`on\s+or\s+before`,
  String.raw`deadline(?:\s+(?:is|as|of))?`,
  String.raw`(?:lands|falls)\s+on`,
  String.raw`before`,
  String.raw`after`,
  String.raw`until`,
  String.raw`through`,
  String.raw`thru`,
];
const NOT_AN_EVENT_BEFORE = new RegExp(String.raw`\b(?:${NOT_AN_EVENT_WORDS.join('|')})(?:\W{0,4}|[ \t]*[:.][ \t.:]*)$`, 'i');
// The old date of a continuance or a vacated setting: "set for December 14 … is continued to …", "3/9 hearing is OFF".
const SUPERSEDED_AFTER =
  /^[^.;\n]{0,80}?\b(?:is|are|has\s+been|have\s+been|was|were)\s+(?:hereby\s+)?(?:continued|rescheduled|vacated|re-?set|moved|bumped|pushed|postponed|cancell?ed|withdrawn|dropped|taken\s+off(?:\s+calendar)?|off\b)/i;
const SUPERSEDED_BEFORE =
  /\b(?:(?:originally|previously|formerly)(?:\s+(?:set|scheduled|noticed|calendared|on\s+calendar))?(?:\s+(?:for|on))?|was\s+(?:set|scheduled|on\s+calendar)\s+for|were\s+set\s+for|from|(?:old|prior|former|original|vacated)\s+(?:hearing\s+|trial\s+)?date(?:\s+(?:of|was))?|in\s+lieu\s+of|instead\s+of|rather\s+than|(?:vacating|continuing|continue|continuance\s+of)(?:\s+the)?)\W{0,3}$/i;
// A table row or line labelled as the old setting: "Original  Tuesday, March 2, 2027  10:00 AM", "Previously set: 5/10".
const SUPERSEDED_ROW_LABEL = /^[ \t|]*(?:original(?:ly)?|old|prior|former|vacated|previous(?:ly)?)(?:\s+(?:set|scheduled|noticed|calendared|date|setting))?(?:\s+(?:for|on))?[ \t|:.-]*$/i;
// The new date of a continuance.
// "moves to this coming Tuesday", "I have to push our lunch to Friday the 12th", "it is now next Thursday" (the setting
// spoken of a moment before).
const REPLACEMENT_BEFORE =
  /\b(?:push|move|bump|reschedule|postpone|change)(?:ing)?\s+(?:(?:our|the|your|my|this|that|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?(?:up\s+|back\s+|out\s+)?(?:to|until)\W{0,3}(?:\w+\W{1,3}){0,2}$|\b(?:continu(?:ed|es)|reschedul(?:ed|es)|re-?set|mov(?:ed|es)|push(?:ed|es)|bump(?:ed|s)|postpon(?:ed|es)|chang(?:ed|es)|advanc(?:ed|es))\s+(?:(?:up|back|out)\s+)?(?:to|until|for)\W{0,3}(?:\w+\W{1,3}){0,2}$|\bnew\s+(?:hearing\s+)?date\W{0,4}$|\b(?:it|this|that|which)\s+(?:is|'s)\s+now(?:\s+(?:on|set\s+for|for))?\W{0,3}$|\b(?:continu|resched|re-?set|mov|push|bump|postpon|chang)\w*\s+(?:\w+\s+){0,3}from\s+[^.;\n]{1,40}?\s+to\W{0,3}$/i;
// "… has been RESCHEDULED TO:\n\n   DATE: 06/10/2026", "is RESET as follows: … Date: 05-11-2027": the first date
// after the phrase, however the new setting is laid out, is the new one.
const REPLACEMENT_PHRASE =
  /\b(?:continued|rescheduled|re-?set|re-?calendared|re-?noticed|moved|pushed|postponed|advanced)\s+(?:(?:up|back|out)\s+)?(?:to|until|as\s+follows)\b|\bnew\s+(?:hearing\s+|trial\s+|appointment\s+)?date\b/gi;
const REPLACEMENT_REACH = 250;
// Abbreviations whose period does not end the sentence ("BEFORE HON. RAYMOND FOSTER HAS BEEN RESCHEDULED").
const ABBREVIATION_PERIOD = /\b(hon|dr|mr|mrs|ms|no|st|ste|jr|sr|[ap]\.m|[a-z])\./gi;
const EVENT_WORDS_BEFORE =
  /\b(?:set\s+(?:for|at)|scheduled|will\s+(?:be\s+held|take\s+place|proceed)|hearing\s+date|date\s+of\s+hearing|date\s*:|is\s+set|appear|conference|trial|hearing|MSC|deposition|depo|meeting|appointment|see\s+you|call|come\s+in|meet\s+(?:with|you)|(?:let's|we)\s+talk)\b/i;

const IN_BRACKETS = /\([^()\n]{0,30}$/;

const CONTEXT_BEFORE = 160;
// What the sender writes now outweighs dates in the messages quoted below it, unless those carry the setting.
const FRESH_BONUS = 2;

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
export function canBeTheEvent(text: string, mention: DateMention, sentDate: string | null): boolean {
  if (!mention.dayIsExplicit) return false;
  if (sentDate && mention.date < sentDate) return false;
  // Today's date written out without a time stamps the paper itself ("Date: 02/04/2027" under an order).
  if (mention.date === sentDate && !mention.time && /\d/.test(mention.text)) return false;
  // chrono keeps a leading "on" in the mention ("lands on Saturday 5/8"): read it with the words before.
  const leadingWord = /^(?:on|at)\s+/i.exec(mention.text)?.[0] ?? '';
  return !NOT_AN_EVENT_BEFORE.test(text.slice(Math.max(0, mention.index - 40), mention.index) + leadingWord);
}

function scoreOf(text: string, mention: DateMention, opensNewSetting: boolean, isFresh: boolean): number {
  // A sentence wrapped onto the next line still reads as one sentence.
  const after = text.slice(mention.end, mention.end + 120).replace(ABBREVIATION_PERIOD, '$1 ').replace(/\n(?![ \t]*\n)/g, ' ');
  const before = text.slice(Math.max(0, mention.index - CONTEXT_BEFORE), mention.index);
  const sameLineBefore = text.slice(Math.max(lineStartBefore(text, mention.index), mention.index - 60), mention.index);

  let score = isFresh ? FRESH_BONUS : 0;
  if (mention.time) score += 3;
  if (SUPERSEDED_AFTER.test(after) || SUPERSEDED_BEFORE.test(sameLineBefore) || SUPERSEDED_ROW_LABEL.test(sameLineBefore)) score -= 8;
  if (opensNewSetting || REPLACEMENT_BEFORE.test(before.slice(-60))) score += 6;
  if (EVENT_WORDS_BEFORE.test(before)) score += 2;
  // "The lien conference on calendar for 10/10 remains set pending mediation": a setting the message only leaves
  // standing yields to one it announces.
  if (isLeftStanding(text, mention)) score -= 2;
  // "a call on January 27 at 3:30 to go over the MSC (2/23 at 8:30, Judge Alvarado)": a date in brackets is an aside.
  if (IN_BRACKETS.test(sameLineBefore) || IN_BRACKETS.test(before.slice(-40))) score -= 2;
  return score;
}

export interface EventDateChoice {
  mention: DateMention;
  /** Another date scored almost as high: which one is the event is a close call. */
  contested: boolean;
  /** Other days, or the same day at other hours, scored almost as high as the chosen one. */
  rivals: DateMention[];
}

/**
 * The best event date, or null when every date is a service date, a deadline, past or superseded.
 * `freshEnd`: where the quoted or forwarded part of `text` begins.
 */
export function chooseEventDate(text: string, mentions: DateMention[], sentDate: string | null, freshEnd = text.length): EventDateChoice | null {
  const isCandidate = (mention: DateMention) => canBeTheEvent(text, mention, sentDate);
  const newSettings = replacementDates(text, mentions, isCandidate);
  const scored = mentions
    .filter(isCandidate)
    .map((mention): Scored => ({ mention, score: scoreOf(text, mention, newSettings.has(mention), mention.index < freshEnd) }))
    .filter((entry) => entry.score >= 0);
  let best: Scored | null = null;
  for (const entry of scored) if (!best || entry.score > best.score) best = entry;
  if (!best) return null;
  const chosen = best;
  const close = scored.filter((entry) => entry !== chosen && entry.score >= chosen.score - 1);
  const otherDays = close.filter((entry) => entry.mention.date !== chosen.mention.date).map((entry) => entry.mention);
  // The same day at another hour, written with the same weight: "8:30 a.m. … my calendar shows 1:30 p.m.".
  const otherHours = close.filter((entry) => entry.mention.date === chosen.mention.date && entry.mention.time && chosen.mention.time && entry.mention.time !== chosen.mention.time);
  return { mention: withTimeKept(text, chosen.mention, mentions), contested: otherDays.length > 0, rivals: [...otherDays, ...otherHours.map((entry) => entry.mention)] };
}

// "moved from Tue 3/2 to Thursday 3/11, same time": the new day keeps the hour of the setting it replaces.
const SAME_TIME_AFTER = /^[^.;\n]{0,20}?\bsame\s+(?:time|hour)\b/i;

function withTimeKept(text: string, chosen: DateMention, mentions: DateMention[]): DateMention {
  if (chosen.time || !SAME_TIME_AFTER.test(text.slice(chosen.end, chosen.end + 60))) return chosen;
  const old = mentions.find((mention) => mention.time && mention.date !== chosen.date);
  return old ? { ...chosen, time: old.time, endTime: null, timeSource: { index: old.index, end: old.end } } : chosen;
}

/** Deadlines ("respond by Friday", "due by: December 15, 2026"): dates introduced by a due-word. */
const DEADLINE_BEFORE = /(?:\bby|\bdue(?:\s+(?:on|by|date))?|\bno\s+later\s+than|\bon\s+or\s+before|\bdeadline(?:\s+is)?|\buntil)\W{0,4}$/i;

export function findDeadlineDates(text: string, mentions: DateMention[], sentDate: string | null): string[] {
  return mentions
    .filter((mention) => mention.dayIsExplicit && (!sentDate || mention.date >= sentDate))
    .filter((mention) => DEADLINE_BEFORE.test(text.slice(Math.max(0, mention.index - 40), mention.index)))
    .map((mention) => mention.date);
}
