import type { MeetingDetails } from './types';

/** The fields a person sees, and may correct, when confirming an analysed event. */
export const CONFIRMABLE_FIELDS = ['eventTitle', 'eventDate', 'eventTime', 'location', 'caseNumber', 'eventType', 'judgeName'] as const;
export type ConfirmableField = (typeof CONFIRMABLE_FIELDS)[number];

export function confirmationParams(meeting: MeetingDetails): Record<ConfirmableField, string | null> {
  return Object.fromEntries(CONFIRMABLE_FIELDS.map((field) => [field, meeting[field] ?? null])) as Record<ConfirmableField, string | null>;
}

/** The meeting with what the person corrected: text fields only; blank clears an optional field. */
export function applyConfirmedFields(meeting: MeetingDetails, edited: Record<string, unknown> | undefined): MeetingDetails {
  if (!edited) return meeting;
  const next: MeetingDetails = { ...meeting };
  for (const field of CONFIRMABLE_FIELDS) {
    const value = edited[field];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') continue;
    const text = value?.trim() ?? '';
    if (field === 'eventTitle' || field === 'eventDate') {
      if (text) next[field] = text;
    } else {
      next[field] = text || null;
    }
  }
  // The person vouched for every field: nothing is uncertain any more.
  return next.evidence ? { ...next, evidence: Object.fromEntries(Object.entries(next.evidence).map(([key, value]) => [key, { ...value, confidence: 1 }])) } : next;
}
