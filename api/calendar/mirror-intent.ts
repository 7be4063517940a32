import type { Transaction } from 'kysely';
import type { CalendarMirrorRequest } from '../../activities/calendar/event-mirror';
import type { Database } from '../../db/schema';
import type { WorkflowIntents } from '../outbox/intents';

/** Workflow type and id of the Google Calendar mirror of one event write. */
export const CALENDAR_MIRROR_WORKFLOW = 'calendarEventMirror';
export const calendarMirrorWorkflowId = (eventId: string, version: string) => `calendar-mirror:${eventId}:${version}`;

/** Whether the user has a connected Google account to mirror to (looked up once per transaction). */
export async function hasGoogleCalendar(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('linked_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('provider', '=', 'gmail')
    .where('connected', '=', true)
    .where('credentials_encrypted', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Asks, in the write's own transaction, for the event to be mirrored on Google Calendar: the workflow
 * starts exactly when the write commits. The version (the row's updated_at, or 'deleted') makes one
 * workflow per write, so a resend after a crash starts nothing twice.
 */
export async function queueMirror(intents: WorkflowIntents, request: CalendarMirrorRequest, version: string): Promise<void> {
  await intents.start(CALENDAR_MIRROR_WORKFLOW, calendarMirrorWorkflowId(request.eventId, version), [request]);
}
