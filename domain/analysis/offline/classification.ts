import { daysBetween } from './date-mentions';
import { APPLICANT_APPOINTMENT_TYPES, HEARING_EVENT_TYPES } from './event-types';

export type Priority = 'high' | 'medium' | 'low';

export const CATEGORIES = {
  hearing: 'Hearing Notice',
  deposition: 'Deposition',
  scheduling: 'Scheduling',
  newsletter: 'Newsletter',
  billing: 'Billing',
  court: 'Court Notice',
  client: 'Client Communication',
  personal: 'Personal',
  uncategorized: 'Uncategorized',
} as const;

export interface ClassificationFacts {
  newsletter: boolean;
  autoReply: boolean;
  billing: boolean;
  courtDocument: boolean;
  client: boolean;
  social: boolean;
  scheduling: boolean;
  urgent: boolean;
  /** Type of the dated event found, if any. */
  eventType: string | null;
  eventDate: string | null;
  followUpDate: string | null;
  sentDate: string | null;
}

export function categoryOf(facts: ClassificationFacts): string {
  if (facts.newsletter) return CATEGORIES.newsletter;
  if (facts.eventType === 'Deposition') return CATEGORIES.deposition;
  if (facts.eventType && HEARING_EVENT_TYPES.has(facts.eventType)) return CATEGORIES.hearing;
  if (facts.eventType === 'Meeting' || (facts.eventType && APPLICANT_APPOINTMENT_TYPES.has(facts.eventType))) return CATEGORIES.scheduling;
  if (facts.billing) return CATEGORIES.billing;
  if (facts.courtDocument) return CATEGORIES.court;
  if (facts.client) return CATEGORIES.client;
  if (facts.social) return CATEGORIES.personal;
  if (facts.scheduling) return CATEGORIES.scheduling;
  return CATEGORIES.uncategorized;
}

/** Events and deadlines this close to the sent date make a message high priority. */
export const HIGH_PRIORITY_WITHIN_DAYS = 14;

function isSoon(date: string | null, sentDate: string | null): boolean {
  if (!date || !sentDate) return false;
  const days = daysBetween(sentDate, date);
  return days >= 0 && days <= HIGH_PRIORITY_WITHIN_DAYS;
}

export function priorityOf(facts: ClassificationFacts, category: string): Priority {
  if (category === CATEGORIES.newsletter || facts.autoReply) return 'low';
  if (facts.urgent || isSoon(facts.eventDate, facts.sentDate) || isSoon(facts.followUpDate, facts.sentDate)) return 'high';
  if (category === CATEGORIES.personal) return 'low';
  return 'medium';
}
