/** Cache keys of the calendar; the e-mail analysis invalidates the prefix when it puts an event on it. */
export const CALENDAR_CACHE_PREFIX = 'calendar:';
export const eventsKey = (timeMin: string, timeMax: string) => `${CALENDAR_CACHE_PREFIX}events:${timeMin}|${timeMax}`;
export const eventKey = (eventId: string) => `${CALENDAR_CACHE_PREFIX}event:${eventId}`;
