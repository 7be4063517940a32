import { ApplicationFailure } from '@temporalio/activity';
import { DateTime } from 'luxon';
import type { CalendarEventRow } from '../../db/tables/analysis';
import type { MailDeps } from '../mail/mail-deps';
import { openUserGoogleCalendar } from './google-account';
import { buildGoogleEventPayload, GoogleCalendarError, type GoogleCalendarClient, type GoogleCalendarEvent } from './google-calendar';

/** What the calendar-mirror workflow is asked to do for one event made, edited or deleted in the workspace. */
export interface CalendarMirrorRequest {
  userId: string;
  eventId: string;
  action: 'upsert' | 'delete';
  /** For a delete: the Google event id the row had (the row is gone by then). */
  googleEventId: string | null;
}

export type CalendarMirrorOutcome = { outcome: 'saved'; googleEventId: string } | { outcome: 'deleted' } | { outcome: 'skipped'; reason: string };

/**
 * Google event ids may be chosen by the client (base32hex, 5–1024 characters): a workspace event's own
 * uuid without dashes is one, so inserting twice (a retry, two edits in a row) never makes two events.
 */
export const googleIdFor = (eventId: string) => eventId.replace(/-/g, '').toLowerCase();

const isGone = (error: unknown) => error instanceof GoogleCalendarError && (error.status === 404 || error.status === 410);
const isTaken = (error: unknown) => error instanceof GoogleCalendarError && error.status === 409;

function payloadOf(row: CalendarEventRow, appUrl: string): GoogleCalendarEvent {
  const zone = row.time_zone;
  const local = (at: Date) => DateTime.fromJSDate(at, { zone });
  const source = row.email_source;
  return buildGoogleEventPayload({
    title: row.title,
    description: row.description,
    location: row.location,
    start: { dateTime: local(row.start_at).toFormat("yyyy-MM-dd'T'HH:mm:ss"), timeZone: zone },
    end: { dateTime: local(row.end_at).toFormat("yyyy-MM-dd'T'HH:mm:ss"), timeZone: zone },
    ...(row.all_day ? { allDayDates: { start: local(row.start_at).toISODate()!, end: local(row.end_at).toISODate()! } } : {}),
    recurrence: row.recurrence,
    // Only analysed events carry the case number property the analysis looks Google events up by.
    caseNumber: source ? row.case_number : null,
    workspaceEventId: row.id,
    ...(source
      ? { sourceUrl: `${appUrl}/email/folder/${source.accountId}/INBOX/${encodeURIComponent(source.messageId)}`, sourceTitle: source.subject || row.title }
      : {}),
  });
}

async function saveToGoogle(client: GoogleCalendarClient, row: CalendarEventRow, payload: GoogleCalendarEvent): Promise<string> {
  if (row.google_event_id) {
    try {
      return (await client.patchEvent(row.google_event_id, payload)).id;
    } catch (error) {
      if (!isGone(error)) throw error;
      // Deleted on Google's side: put it back.
    }
  }
  const id = googleIdFor(row.id);
  try {
    return (await client.insertEvent({ ...payload, id })).id;
  } catch (error) {
    if (!isTaken(error)) throw error;
    return (await client.patchEvent(id, payload)).id;
  }
}

/** Activities of the calendar-mirror workflow: the workspace event as it is now, on the user's Google Calendar. */
export function createEventMirrorActivities(deps: MailDeps & { appUrl: string }) {
  return {
    async mirrorCalendarEvent(request: CalendarMirrorRequest): Promise<CalendarMirrorOutcome> {
      const client = await openUserGoogleCalendar(deps, request.userId);
      if (!client) return { outcome: 'skipped', reason: 'no Google account is linked' };
      try {
        if (request.action === 'delete') {
          try {
            await client.deleteEvent(request.googleEventId ?? googleIdFor(request.eventId));
          } catch (error) {
            if (!isGone(error)) throw error;
          }
          return { outcome: 'deleted' };
        }
        const row = await deps.db.selectFrom('calendar_events').selectAll().where('id', '=', request.eventId).where('user_id', '=', request.userId).executeTakeFirst();
        if (!row) return { outcome: 'skipped', reason: 'the event was deleted' };
        const googleEventId = await saveToGoogle(client, row, payloadOf(row, deps.appUrl));
        if (googleEventId !== row.google_event_id) {
          await deps.db.updateTable('calendar_events').set({ google_event_id: googleEventId }).where('id', '=', row.id).where('user_id', '=', request.userId).execute();
        }
        return { outcome: 'saved', googleEventId };
      } catch (error) {
        if (error instanceof GoogleCalendarError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'GoogleCalendarError');
        throw error;
      }
    },
  };
}
