import { isSetByReport, sentenceAround } from './announcement';
import type { DateMention } from './date-mentions';

/**
 * Messages written about a due date ("DEADLINE: Petition for Recon due 6/15", "our opposition is due 14 days before
 * the 7/13 hearing", "PTCS must be filed 10 days before the MSC") name the setting the deadline counts from without
 * announcing it. A notice that sets a hearing and lists what is due before it still announces the hearing.
 */

// Not "due to the holiday" or "due process".
const DUE = /\bdue\b(?!\s+(?:to|process|diligence|course)\b)|\bdeadlines?\b|\btickler\b|\blast\s+day\s+to\b|\bmust\s+be\s+(?:filed|served|submitted|lodged|produced|exchanged|sent)\b/i;
// "Hearing Date: 11/06/2026", "Session:   Tuesday, May 11", "When:": a setting laid out as fields ("Briefs due:" is no setting).
const FIELD_LABEL_BEFORE = /(?:^|\n)[ \t]*([A-Za-z][\w'./&-]*(?:[ \t]+[\w'./&-]+){0,3})[ \t]*:[ \t]*$/;

function isLaidOutAsSetting(text: string, chosen: DateMention): boolean {
  const label = FIELD_LABEL_BEFORE.exec(text.slice(Math.max(0, chosen.index - 60), chosen.index))?.[1];
  return label !== undefined && !DUE.test(label);
}

/** The subject or the sentence of the chosen date is about something due. */
export function isAboutADeadline(subject: string, text: string, chosen: DateMention): boolean {
  return DUE.test(subject) || DUE.test(sentenceAround(text, chosen.index, chosen.end));
}

/**
 * In a message about a deadline, the chosen date is the event only where the message sets it or lays it out as a
 * setting, or gives it an hour outside any sentence about what is due.
 */
export function isDeadlineOnly(subject: string, text: string, chosen: DateMention, kind: string): boolean {
  if (!isAboutADeadline(subject, text, chosen)) return false;
  if (isSetByReport(text, chosen, kind)) return false;
  if (isLaidOutAsSetting(text, chosen)) return false;
  return !(chosen.time && !DUE.test(sentenceAround(text, chosen.index, chosen.end)));
}
