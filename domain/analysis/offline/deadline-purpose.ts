import { isSetByReport, sentenceAround } from './announcement';
import type { DateMention } from './date-mentions';

/**
 * Messages written about a due date ("DEADLINE: Petition for Recon due 6/15", "our opposition is due 14 days before
 * the 7/13 hearing", "PTCS must be filed 10 days before the MSC") name the setting the deadline counts from without
 * announcing it. A notice that sets a hearing and lists what is due before it still announces the hearing.
 */

// Not "due to the holiday" or "due process".
const DUE =
  /\bdue\b(?!\s+(?:to|process|diligence|course)\b)|\bdeadlines?\b|\btickler\b|\blast\s+day\s+to\b|\b(?:must|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:filed|served|submitted|lodged|produced|exchanged|sent|uploaded)\b/i;
// "Hearing Date: 11/06/2026", "Session:   Tuesday, May 11", "When:": a setting laid out as fields ("Briefs due:" is no setting).
const FIELD_LABEL_BEFORE = /(?:^|\n)[ \t]*([A-Za-z][\w'./&-]*(?:[ \t]+[\w'./&-]+){0,3})[ \t]*:[ \t]*$/;
// "The AME is confirmed for March 12": said of the setting itself, not counted from it.
const CONFIRMED_BEFORE = /\b(?:confirmed|booked)\s+(?:for|on)\s*$/i;

function isLaidOutAsSetting(text: string, chosen: DateMention): boolean {
  const before = text.slice(Math.max(0, chosen.index - 60), chosen.index);
  const label = FIELD_LABEL_BEFORE.exec(before)?.[1];
  return (label !== undefined && !DUE.test(label)) || CONFIRMED_BEFORE.test(before);
}

/** The subject or the sentence of the chosen date is about something due. */
export function isAboutADeadline(subject: string, text: string, chosen: DateMention): boolean {
  return DUE.test(subject) || DUE.test(sentenceAround(text, chosen.index, chosen.end));
}

/** "Records are due by 6/1 for the 6/15 hearing at 8:30": the date is what the deadline counts from. */
function isCountedFrom(text: string, chosen: DateMention): boolean {
  const sentence = sentenceAround(text, chosen.index, chosen.end);
  const at = sentence.indexOf(chosen.text);
  return DUE.test(at < 0 ? sentence : sentence.slice(0, at));
}

/** "The motion is set for hearing 1/14 at 8:30, so our opposition is due 12/31": a due date counted on from it. */
function isCountedOnward(text: string, chosen: DateMention): boolean {
  const sentence = sentenceAround(text, chosen.index, chosen.end);
  const at = sentence.indexOf(chosen.text);
  return at >= 0 && DUE.test(sentence.slice(at + chosen.text.length));
}

/**
 * In a message about a deadline, the chosen date is the event only where the message sets it or lays it out as a
 * setting, or gives it an hour in a sentence that does not count a deadline from it ("Depo tomorrow at 10; exhibits
 * due by 9").
 */
export function isDeadlineOnly(subject: string, text: string, chosen: DateMention, kind: string): boolean {
  if (!isAboutADeadline(subject, text, chosen)) return false;
  if (DUE.test(subject) && isCountedOnward(text, chosen) && !isLaidOutAsSetting(text, chosen)) return true;
  if (isSetByReport(text, chosen, kind) || isLaidOutAsSetting(text, chosen)) return false;
  return !chosen.time || isCountedFrom(text, chosen);
}
