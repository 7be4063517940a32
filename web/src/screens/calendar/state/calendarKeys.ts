/**
 * Query keys of the calendar (TanStack Query), in one place so that the live channel
 * (web/src/live/invalidations.ts) invalidates them instead of polling.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  range: (timeMin: string, timeMax: string) => [...calendarKeys.events(), { timeMin, timeMax }] as const,
  event: (eventId: string) => [...calendarKeys.all, 'event', eventId] as const,
  sources: () => [...calendarKeys.all, 'sources'] as const,
  tags: () => [...calendarKeys.all, 'tags'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
