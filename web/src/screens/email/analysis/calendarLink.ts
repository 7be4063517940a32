import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../../../../../domain/calendar/date-conversion';
import type { AnalysisView } from '../../../../../domain/mail/api';

/** `/calendar?date=YYYY-MM-DD&event={id}` for the event an analysis created or updated; null when none. */
export function calendarLinkFor(view: AnalysisView | null): string | null {
  const eventId = view?.event?.id ?? view?.analysis?.calendarEventId ?? null;
  if (!eventId) return null;
  const start = view?.event ? DateTime.fromISO(view.event.start, { zone: DEFAULT_TIME_ZONE }) : null;
  const date = start?.isValid ? start.toISODate() : (view?.analysis?.meetingDetails?.eventDate ?? null);
  const query = new URLSearchParams();
  if (date) query.set('date', date);
  query.set('event', eventId);
  return `/calendar?${query.toString()}`;
}
