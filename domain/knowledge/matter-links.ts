/**
 * What a client matter's page lists beside its documents: the mail, hearings and events, and tasks that
 * carry one of its case numbers. The link runs one way only: these items never show the matter's documents.
 */

/** The most items of each kind listed; `more` says when there were others. */
export const MATTER_LINKS_LIMIT = 100;

export interface LinkedMail {
  /** The analysis's id. */
  id: string;
  accountId: string;
  messageId: string;
  /** Known for the demo mailbox's messages and for mail that made a hearing. */
  subject: string | null;
  summary: string;
  /** When the message was sent, or else when it was analysed (ISO 8601). */
  at: string;
  /** The matter's case number it carries, as the matter writes it. */
  caseNumber: string;
  href: string;
}

export interface LinkedEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  /** The event's day ('YYYY-MM-DD') in the person's zone, or its own for an all-day event. */
  date: string;
  hearingType: string | null;
  location: string | null;
  caseNumber: string;
  href: string;
}

/** Why a task is listed: its deadline chain's case number, the hearing it was made from, or its own words. */
export type TaskLinkReason = 'deadline_chain' | 'hearing' | 'text';

export interface LinkedTask {
  id: string;
  title: string;
  status: string;
  priority: string;
  completed: boolean;
  dueDate: string | null;
  reason: TaskLinkReason;
  caseNumber: string;
  href: string;
}

export interface LinkedSection<T> {
  items: T[];
  more: boolean;
}

export interface MatterLinks {
  matterId: string;
  caseNumbers: string[];
  /** The person's zone, in which the events' days and times are told. */
  timeZone: string;
  mail: LinkedSection<LinkedMail>;
  events: LinkedSection<LinkedEvent>;
  tasks: LinkedSection<LinkedTask>;
}
