import type { AnalysedFields } from './reanalysis';

/** What a re-analysis of the notice wanted to change on an event a person had edited by hand. */
export interface AnalysisConflict extends AnalysedFields {
  messageId: string;
  /** When the re-analysis ran. */
  at: string;
}

/** A calendar event as the API returns it (seed 000 §3 "Calendar event"). */
export interface CalendarEvent {
  /** For an occurrence of a recurring event: `${seriesId}:${startISO}`. */
  id: string;
  title: string;
  description: string;
  /** ISO instants. */
  start: string;
  end: string;
  timeZone: string;
  allDay: boolean;
  sourceId: string;
  tags: string[];
  completed: boolean;
  color: string | null;
  location: string | null;
  url: string | null;
  attendees: string[];
  googleEventId: string | null;
  caseNumber: string | null;
  hearingType: string | null;
  judge: string | null;
  category: string | null;
  emailSource: { accountId: string; messageId: string; subject: string; from: string } | null;
  taskId: string | null;
  automationId: string | null;
  timeBlockId: string | null;
  planId: string | null;
  /** RFC 5545 RRULE (without DTSTART) of a recurring event; null for a single one. */
  recurrence: string | null;
  /** Set on an occurrence of a recurring event: the series' id (edit and delete the series through it). */
  seriesId: string | null;
  /** A person changed an event that came from an analysed e-mail: re-analysis no longer overwrites it. */
  editedByHand: boolean;
  analysisConflict: AnalysisConflict | null;
  createdAt: string;
  updatedAt: string;
}

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'week';

/** The spec's text for an unknown or foreign event id (seed 000 §8). */
export const eventNotFoundMessage = (id: string) => `Event with id ${id} not found`;
/** Two hearings read from mail cannot share a case number: a later notice for it moves the one hearing. */
export const caseNumberTakenMessage = (caseNumber: string) =>
  `Another hearing from your mail already has case number ${caseNumber}. Change that hearing, or use a different case number here.`;

/** The id of one occurrence of a recurring event. */
export const occurrenceId = (seriesId: string, startIso: string) => `${seriesId}:${startIso}`;
