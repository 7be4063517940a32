import type { MeetingDetails } from './types';

/** Calendar-event status of an analysed e-mail (seed 000 §4). */
export const CALENDAR_EVENT_STATUSES = [
  'pending_analysis',
  'ai_analysis_complete',
  'pending_creation',
  'pending_update',
  // Not in seed 000 §4: an uncertain event waits in the audit queue for a person to confirm it.
  'awaiting_confirmation',
  'created',
  'updated',
  'creation_failed',
  'update_failed',
  'no_actionable_meeting_details',
  'analysis_failed',
  'analysis_error',
] as const;

export type CalendarEventStatus = (typeof CALENDAR_EVENT_STATUSES)[number];

export function isCalendarEventStatus(value: unknown): value is CalendarEventStatus {
  return typeof value === 'string' && (CALENDAR_EVENT_STATUSES as readonly string[]).includes(value);
}

/** An event with the same case number is updated; otherwise a new one is created. */
export function pendingStatusFor(existingEventFound: boolean): 'pending_update' | 'pending_creation' {
  return existingEventFound ? 'pending_update' : 'pending_creation';
}

export function finalStatusFor(
  existingEventFound: boolean,
  succeeded: boolean,
): 'updated' | 'update_failed' | 'created' | 'creation_failed' {
  if (existingEventFound) return succeeded ? 'updated' : 'update_failed';
  return succeeded ? 'created' : 'creation_failed';
}

/** An event is created or updated only when both the date and the time are known (seed 000 §5). */
export function hasActionableMeeting(
  details: Pick<MeetingDetails, 'eventDate' | 'eventTime'> | null | undefined,
): boolean {
  return Boolean(details?.eventDate?.trim() && details.eventTime?.trim());
}
