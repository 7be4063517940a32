import { calendar, type calendar_v3 } from 'googleapis/build/src/apis/calendar/index.js';
import { DEFAULT_TIME_ZONE } from '../../domain/calendar/date-conversion';
import type { GoogleConfig } from '../../domain/mail/google-config';
import type { GmailCredentials } from '../mail/gmail/credentials';
import { googleErrorStatus, googleServiceOptions } from '../mail/gmail/google-oauth';
import { createGoogleSession, GoogleAuthError } from '../mail/gmail/google-session';

export type GoogleCalendarEvent = calendar_v3.Schema$Event;
export type GoogleCalendarEntry = calendar_v3.Schema$CalendarListEntry;

/** What the product knows about an event it puts on Google Calendar. */
export interface CalendarEventInput {
  title: string;
  description: string;
  location: string | null;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  caseNumber: string | null;
  /** An all-day event: its first day and its exclusive last day, 'YYYY-MM-DD' (instead of the times). */
  allDayDates?: { start: string; end: string };
  /** An RRULE without the 'RRULE:' prefix. */
  recurrence?: string | null;
  /** The workspace event this one mirrors (private extended property). */
  workspaceEventId?: string;
  /** Link back to the e-mail or screen the event came from. */
  sourceUrl?: string;
  sourceTitle?: string;
}

export interface CalendarListEventsQuery {
  timeMin?: string;
  timeMax?: string;
  maxResults?: number;
  pageToken?: string;
  calendarId?: string;
}

export interface GoogleCalendarClient {
  /** Events on the primary calendar carrying this case number (private extended property), at most 5. */
  findEventsByCaseNumber(caseNumber: string): Promise<GoogleCalendarEvent[]>;
  insertEvent(payload: GoogleCalendarEvent): Promise<GoogleCalendarEvent & { id: string }>;
  patchEvent(eventId: string, payload: GoogleCalendarEvent): Promise<GoogleCalendarEvent & { id: string }>;
  /** Deletes an event of the primary calendar without notifying attendees. */
  deleteEvent(eventId: string): Promise<void>;
  getEvent(eventId: string): Promise<GoogleCalendarEvent>;
  listEvents(query?: CalendarListEventsQuery): Promise<{ events: GoogleCalendarEvent[]; nextPageToken: string | null }>;
  listCalendars(): Promise<GoogleCalendarEntry[]>;
}

export interface GoogleCalendarClientOptions {
  credentials: GmailCredentials;
  google: GoogleConfig;
  saveCredentials(next: GmailCredentials): Promise<void>;
  now?: () => number;
}

export const CASE_LOOKUP_MAX_RESULTS = 5;
export const CALENDAR_MESSAGES = {
  createReturnedNull: 'Failed to create event in calendar (service returned null).',
  updateReturnedNull: 'Failed to update event in calendar (service returned null).',
  apiError: (status: number) => `Calendar API error: ${status}`,
} as const;

export class GoogleCalendarError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'GoogleCalendarError';
  }
}

/** The Google event payload of seed 000 §7, times in America/Los_Angeles unless the input names a zone. */
export function buildGoogleEventPayload(input: CalendarEventInput): GoogleCalendarEvent {
  const timeZone = input.start.timeZone || DEFAULT_TIME_ZONE;
  const properties = {
    ...(input.caseNumber ? { caseNumber: input.caseNumber } : {}),
    ...(input.workspaceEventId ? { workspaceEventId: input.workspaceEventId } : {}),
  };
  return {
    summary: input.title,
    description: input.description,
    ...(input.location ? { location: input.location } : {}),
    ...(input.allDayDates
      ? { start: { date: input.allDayDates.start }, end: { date: input.allDayDates.end } }
      : {
          start: { dateTime: input.start.dateTime, timeZone },
          end: { dateTime: input.end.dateTime, timeZone: input.end.timeZone || DEFAULT_TIME_ZONE },
        }),
    // Google needs the zone to expand a series; an all-day series carries it on its start.
    ...(input.recurrence ? { recurrence: [`RRULE:${input.recurrence}`], ...(input.allDayDates ? { start: { date: input.allDayDates.start, timeZone } } : {}) } : {}),
    ...(input.sourceUrl ? { source: { title: input.sourceTitle ?? input.title, url: input.sourceUrl } } : {}),
    ...(Object.keys(properties).length > 0 ? { extendedProperties: { private: properties } } : {}),
  };
}

/** Google Calendar through the Calendar API v3, with the same token refresh as the Gmail provider. */
export function createGoogleCalendarClient({ credentials, google, saveCredentials, now }: GoogleCalendarClientOptions): GoogleCalendarClient {
  const session = createGoogleSession({ credentials, google, saveCredentials, ...(now ? { now } : {}) });
  const api = calendar({ version: 'v3', ...googleServiceOptions(google, session.auth) });

  async function call<T>(work: (events: calendar_v3.Calendar) => Promise<T>): Promise<T> {
    try {
      await session.ensureFreshToken();
      return await work(api);
    } catch (error) {
      throw toCalendarError(error);
    }
  }

  return {
    findEventsByCaseNumber: (caseNumber) =>
      call(async (cal) => {
        const { data } = await cal.events.list({
          calendarId: 'primary',
          privateExtendedProperty: [`caseNumber=${caseNumber}`],
          maxResults: CASE_LOOKUP_MAX_RESULTS,
        });
        return data.items ?? [];
      }),
    insertEvent: (payload) =>
      call(async (cal) => withId((await cal.events.insert({ calendarId: 'primary', sendUpdates: 'none', requestBody: payload })).data, CALENDAR_MESSAGES.createReturnedNull)),
    patchEvent: (eventId, payload) =>
      call(async (cal) =>
        withId((await cal.events.patch({ calendarId: 'primary', eventId, sendUpdates: 'none', requestBody: payload })).data, CALENDAR_MESSAGES.updateReturnedNull),
      ),
    deleteEvent: (eventId) =>
      call(async (cal) => {
        await cal.events.delete({ calendarId: 'primary', eventId, sendUpdates: 'none' });
      }),
    getEvent: (eventId) => call(async (cal) => (await cal.events.get({ calendarId: 'primary', eventId })).data),
    listEvents: ({ calendarId = 'primary', timeMin, timeMax, maxResults, pageToken } = {}) =>
      call(async (cal) => {
        const { data } = await cal.events.list({
          calendarId,
          ...(timeMin ? { timeMin } : {}),
          ...(timeMax ? { timeMax } : {}),
          ...(maxResults ? { maxResults } : {}),
          ...(pageToken ? { pageToken } : {}),
        });
        return { events: data.items ?? [], nextPageToken: data.nextPageToken ?? null };
      }),
    listCalendars: () => call(async (cal) => (await cal.calendarList.list()).data.items ?? []),
  };
}

function withId(event: GoogleCalendarEvent | null | undefined | '', nullMessage: string): GoogleCalendarEvent & { id: string } {
  if (!event || typeof event !== 'object' || !event.id) throw new GoogleCalendarError(nullMessage, 502, false);
  return event as GoogleCalendarEvent & { id: string };
}

function toCalendarError(error: unknown): unknown {
  if (error instanceof GoogleCalendarError) return error;
  if (error instanceof GoogleAuthError) return new GoogleCalendarError(CALENDAR_MESSAGES.apiError(401), 401, false);
  const status = googleErrorStatus(error);
  if (status === null) return error;
  return new GoogleCalendarError(CALENDAR_MESSAGES.apiError(status), status, status === 429 || status >= 500);
}
