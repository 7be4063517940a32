import { formatClockTime, parseEventTime } from '../calendar/date-conversion';
import { evidenceProblems } from './evidence-check';
import { CONFIRMATION_THRESHOLD } from './offline/evidence';
import type { EvidenceField, MeetingDetails } from './types';

/** The fields that place an event: a wrong one puts a hearing on the wrong day, at the wrong hour, or on the wrong matter. */
const PLACING_FIELDS = ['eventDate', 'eventTime', 'caseNumber', 'eventType'] as const satisfies readonly EvidenceField[];

const FIELD_WORDS: Record<EvidenceField, string> = {
  eventDate: 'date',
  eventTime: 'time',
  caseNumber: 'case number',
  judgeName: 'judge',
  eventType: 'kind of hearing',
  location: 'place',
};

/** Where the AI and the built-in reader read the same message differently. */
export interface AnalysisDisagreement {
  field: 'eventDate' | 'eventTime' | 'caseNumber';
  ai: string | null;
  offline: string | null;
}

const normalTime = (value: string | null) => {
  const parsed = parseEventTime(value);
  return parsed ? formatClockTime(parsed) : null;
};
const normalCaseNumber = (value: string | null) => (value ? value.replace(/\s+/g, '').toUpperCase() : null);

/** Whether two readings of a field are the same value, whatever the form ("08:30" and "8:30 AM", "adj 1234567" and "ADJ1234567"). */
export function sameReading(field: EvidenceField, first: string | null, second: string | null): boolean {
  if (field === 'eventTime') return normalTime(first) === normalTime(second);
  if (field === 'caseNumber') return normalCaseNumber(first) === normalCaseNumber(second);
  return (first ?? null) === (second ?? null);
}

/**
 * Date, time and case number as the AI read them against the built-in reader. Only when both found an event:
 * an event one of them missed is not a disagreement about its fields.
 */
export function disagreementsBetween(ai: MeetingDetails | null, offline: MeetingDetails | null): AnalysisDisagreement[] {
  if (!ai || !offline) return [];
  const found: AnalysisDisagreement[] = [];
  if ((ai.eventDate ?? null) !== (offline.eventDate ?? null)) found.push({ field: 'eventDate', ai: ai.eventDate, offline: offline.eventDate });
  if (normalTime(ai.eventTime) !== normalTime(offline.eventTime)) found.push({ field: 'eventTime', ai: ai.eventTime, offline: offline.eventTime });
  if (normalCaseNumber(ai.caseNumber) !== normalCaseNumber(offline.caseNumber)) found.push({ field: 'caseNumber', ai: ai.caseNumber, offline: offline.caseNumber });
  return found;
}

const shown = (value: string | null) => (value ? `"${value}"` : 'nothing');

/**
 * Why a person should confirm this event before it goes on the calendar, in plain words; empty when it can be
 * written straight away. A placing field is written without review only when its value is what its own quoted
 * words say (evidence-check.ts), the reading is sure of it, and the AI (when there is one) read it the same way.
 */
export function confirmationReasons(details: MeetingDetails, disagreements: readonly AnalysisDisagreement[] = []): string[] {
  // Where the AI and the built-in reader disagree, that disagreement is the reason: the AI's value has no quote of its own.
  const problems = evidenceProblems(details).filter((problem) => !disagreements.some((disagreement) => disagreement.field === problem.field));
  const reasons = problems.map((problem) => problem.reason);
  for (const field of PLACING_FIELDS) {
    const evidence = details.evidence?.[field];
    if (evidence && evidence.confidence < CONFIRMATION_THRESHOLD && !problems.some((problem) => problem.field === field)) {
      reasons.push(`The ${FIELD_WORDS[field]} is uncertain: it was read from "${evidence.quote}".`);
    }
  }
  for (const disagreement of disagreements) {
    reasons.push(`The AI read the ${FIELD_WORDS[disagreement.field]} as ${shown(disagreement.ai)}; the built-in reader as ${shown(disagreement.offline)}.`);
  }
  return reasons;
}
