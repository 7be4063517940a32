import { ApplicationFailure } from '@temporalio/activity';
import { DateTime } from 'luxon';
import type { MailDeps } from '../mail/mail-deps';
import { openUserGoogleCalendar } from './google-account';
import { buildGoogleEventPayload, GoogleCalendarError } from './google-calendar';

export interface GoogleSyncInput {
  userId: string;
  eventId: string;
  /** Where the event's source e-mail opens in the workspace, relative to the app's URL. */
  sourcePath: string | null;
}

/**
 * Mirrors a calendar event into the user's Google Calendar when a Google account is linked:
 * the event carrying the same case number is patched, otherwise one is inserted (never notifying
 * attendees). Returns the Google event id, or null when no Google account is linked.
 */
export function createGoogleSyncActivities(deps: MailDeps & { appUrl: string }) {
  return {
    async syncEventToGoogle({ userId, eventId, sourcePath }: GoogleSyncInput): Promise<string | null> {
      const client = await openUserGoogleCalendar(deps, userId);
      if (!client) return null;
      const event = await deps.db.selectFrom('calendar_events').selectAll().where('id', '=', eventId).where('user_id', '=', userId).executeTakeFirstOrThrow();

      const local = (at: Date) => DateTime.fromJSDate(at, { zone: event.time_zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
      const payload = buildGoogleEventPayload({
        title: event.title,
        description: event.description,
        location: event.location,
        start: { dateTime: local(event.start_at), timeZone: event.time_zone },
        end: { dateTime: local(event.end_at), timeZone: event.time_zone },
        caseNumber: event.case_number,
        ...(sourcePath ? { sourceUrl: `${deps.appUrl}${sourcePath}`, sourceTitle: event.email_source?.subject || event.title } : {}),
      });
      try {
        const existingId = event.google_event_id ?? (event.case_number ? (await client.findEventsByCaseNumber(event.case_number))[0]?.id ?? null : null);
        const saved = existingId ? await client.patchEvent(existingId, payload) : await client.insertEvent(payload);
        await deps.db.updateTable('calendar_events').set({ google_event_id: saved.id }).where('id', '=', eventId).execute();
        return saved.id;
      } catch (error) {
        if (error instanceof GoogleCalendarError && !error.retryable) throw ApplicationFailure.nonRetryable(error.message, 'GoogleCalendarError');
        throw error;
      }
    },
  };
}
