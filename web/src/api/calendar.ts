import type { CalendarEvent } from '../../../domain/calendar/event';
import { apiRequest } from './client';

export async function fetchEvents(timeMin: string, timeMax: string, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const query = new URLSearchParams({ timeMin, timeMax });
  const reply = await apiRequest<{ events: CalendarEvent[] }>(`/api/calendar/events?${query.toString()}`, { signal });
  return reply.events;
}

export async function fetchEvent(eventId: string, signal?: AbortSignal): Promise<CalendarEvent> {
  const reply = await apiRequest<{ event: CalendarEvent }>(`/api/calendar/events/${encodeURIComponent(eventId)}`, {
    signal,
  });
  return reply.event;
}
