import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { CalendarMirrorOutcome, CalendarMirrorRequest } from '../activities/calendar/event-mirror';

const { mirrorCalendarEvent } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

/**
 * An event made, edited or deleted in the workspace, mirrored on the user's Google Calendar. Started
 * through the outbox with the write (`calendar-mirror:{eventId}:{version}`); it reads the event as it is
 * when it runs, so a later edit's mirror never goes back to older values.
 */
export async function calendarEventMirror(request: CalendarMirrorRequest): Promise<CalendarMirrorOutcome> {
  return mirrorCalendarEvent(request);
}
