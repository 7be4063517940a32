import { zonedDay } from './dueDates';

/** The calendar screen opened on the event's day with the event open (?date=YYYY-MM-DD&event={id}). */
export function calendarLink(eventId: string, startIso: string, zone: string): string {
  const params = new URLSearchParams({ date: zonedDay(startIso, zone), event: eventId });
  return `/calendar?${params.toString()}`;
}
