import type { AnalysisConflict, CalendarEvent } from '../../../domain/calendar/event';
import type { CalendarSource, CalendarSourceType, CalendarTag } from '../../../domain/calendar/sources';
import { apiRequest } from './client';

export type { AnalysisConflict, CalendarEvent, CalendarSource, CalendarSourceType, CalendarTag };

/** Fields a person can set on an event (POST, and PATCH with any subset). */
export interface EventInput {
  title: string;
  start: string;
  end?: string;
  allDay?: boolean;
  sourceId?: string;
  tags?: string[];
  description?: string;
  location?: string | null;
  color?: string | null;
  caseNumber?: string | null;
  hearingType?: string | null;
  judge?: string | null;
  category?: string | null;
  recurrence?: string | null;
}

export interface CommandReply {
  reply: string;
  suggestions: string[];
  events?: CalendarEvent[];
  event?: CalendarEvent;
}

const eventPath = (eventId: string) => `/api/calendar/events/${encodeURIComponent(eventId)}`;
const sourcePath = (sourceId: string) => `/api/calendar/sources/${encodeURIComponent(sourceId)}`;

/** The most events the API gives for one range; a month holds far fewer in practice. */
const MAX_EVENTS = 2500;

export async function fetchEvents(timeMin: string, timeMax: string, signal?: AbortSignal): Promise<CalendarEvent[]> {
  const query = new URLSearchParams({ timeMin, timeMax, maxResults: String(MAX_EVENTS) });
  const reply = await apiRequest<{ events: CalendarEvent[] }>(`/api/calendar/events?${query.toString()}`, { signal });
  return reply.events;
}

export async function fetchEvent(eventId: string, signal?: AbortSignal): Promise<CalendarEvent> {
  return (await apiRequest<{ event: CalendarEvent }>(eventPath(eventId), { signal })).event;
}

export async function createEvent(input: EventInput): Promise<CalendarEvent> {
  return (await apiRequest<{ event: CalendarEvent }>('/api/calendar/events', { method: 'POST', body: input })).event;
}

export async function updateEvent(eventId: string, changes: Partial<EventInput>): Promise<CalendarEvent> {
  return (await apiRequest<{ event: CalendarEvent }>(eventPath(eventId), { method: 'PATCH', body: changes })).event;
}

export async function deleteEvent(eventId: string): Promise<void> {
  await apiRequest<void>(eventPath(eventId), { method: 'DELETE' });
}

/** A re-read notice that disagrees with a hand edit: take the notice's version, or keep the hand edit. */
export async function resolveConflict(eventId: string, decision: 'accept' | 'dismiss'): Promise<CalendarEvent> {
  return (await apiRequest<{ event: CalendarEvent }>(`${eventPath(eventId)}/conflict/${decision}`, { method: 'POST' })).event;
}

export async function fetchSources(signal?: AbortSignal): Promise<CalendarSource[]> {
  return (await apiRequest<{ sources: CalendarSource[] }>('/api/calendar/sources', { signal })).sources;
}

export async function createSource(input: { name: string; color: string; description?: string }): Promise<CalendarSource> {
  return (await apiRequest<{ source: CalendarSource }>('/api/calendar/sources', { method: 'POST', body: input })).source;
}

export async function updateSource(sourceId: string, changes: Partial<Pick<CalendarSource, 'name' | 'color' | 'visible' | 'description'>>): Promise<CalendarSource> {
  return (await apiRequest<{ source: CalendarSource }>(sourcePath(sourceId), { method: 'PATCH', body: changes })).source;
}

export async function deleteSource(sourceId: string): Promise<void> {
  await apiRequest<void>(sourcePath(sourceId), { method: 'DELETE' });
}

export async function fetchTags(signal?: AbortSignal): Promise<CalendarTag[]> {
  return (await apiRequest<{ tags: CalendarTag[] }>('/api/calendar/tags', { signal })).tags;
}

export async function fetchFeed(signal?: AbortSignal): Promise<{ active: boolean }> {
  return apiRequest<{ active: boolean }>('/api/calendar/feed', { signal });
}

/** A new secret address for the iCal feed; the previous one stops working. */
export async function createFeed(): Promise<{ url: string }> {
  return apiRequest<{ url: string }>('/api/calendar/feed', { method: 'POST' });
}

export async function deleteFeed(): Promise<void> {
  await apiRequest<void>('/api/calendar/feed', { method: 'DELETE' });
}

export async function sendCommand(text: string): Promise<CommandReply> {
  return apiRequest<CommandReply>('/api/calendar/command', { method: 'POST', body: { text } });
}
