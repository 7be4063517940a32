/** A calendar event as the API returns it (seed 000 §3 "Calendar event"). */
export interface CalendarEvent {
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
  createdAt: string;
  updatedAt: string;
}

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'week';
