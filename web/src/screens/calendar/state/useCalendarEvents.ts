import { useCallback } from 'react';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { fetchEvent, fetchEvents } from '../../../api/calendar';
import { useCached, type Cached } from '../../../data/useCached';
import { eventKey, eventsKey } from './calendarKeys';
import type { VisibleRange } from './calendarRange';

const CALENDAR_STALE_MS = 30_000;

/** The events between the range's start and end (refreshed when older than half a minute). */
export function useCalendarEvents(range: VisibleRange): Cached<CalendarEvent[]> {
  const timeMin = range.start.toUTC().toISO() ?? '';
  const timeMax = range.end.toUTC().toISO() ?? '';
  const loader = useCallback(() => fetchEvents(timeMin, timeMax), [timeMin, timeMax]);
  return useCached(eventsKey(timeMin, timeMax), loader, { staleAfterMs: CALENDAR_STALE_MS });
}

/** One event by id, for the detail of an event outside the loaded range (or not loaded yet). */
export function useCalendarEvent(eventId: string | null): Cached<CalendarEvent> {
  const loader = useCallback(() => fetchEvent(eventId ?? ''), [eventId]);
  return useCached(eventId ? eventKey(eventId) : null, loader, { staleAfterMs: CALENDAR_STALE_MS });
}
