import ical from 'ical-generator';
import { DateTime } from 'luxon';
import type { CalendarEventRow } from '../../db/tables/analysis';
import { vtimezone, withVtimezone } from './vtimezone';

/** The feed's window around now: a month back, a year ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 365;

/** Case number, hearing type and judge lead the description, so a phone shows them. */
function descriptionOf(row: Pick<CalendarEventRow, 'description' | 'case_number' | 'hearing_type' | 'judge'>): string {
  const facts = [row.case_number && `Case: ${row.case_number}`, row.hearing_type && `Hearing: ${row.hearing_type}`, row.judge && `Judge: ${row.judge}`].filter(Boolean);
  return [...facts, row.description].filter(Boolean).join('\n');
}

/**
 * An iCalendar document (RFC 5545) of the events, times written in the user's zone (TZID, with its
 * VTIMEZONE), all-day
 * events as dates, recurring ones with their RRULE. The UID is the event's id, so clients update in place.
 */
export function buildIcalDocument(rows: CalendarEventRow[], options: { timeZone: string; name: string; appUrl: string; now?: Date }): string {
  const zone = options.timeZone;
  const calendar = ical({ name: options.name, prodId: { company: 'Legal Workspace', product: 'Calendar', language: 'EN' }, ttl: 15 * 60 });
  calendar.x([['X-WR-TIMEZONE', zone]]);
  for (const row of rows) {
    calendar.createEvent({
      id: row.id,
      start: DateTime.fromJSDate(row.start_at, { zone }),
      end: DateTime.fromJSDate(row.end_at, { zone }),
      allDay: row.all_day,
      timezone: zone,
      summary: row.title,
      description: descriptionOf(row),
      location: row.location,
      url: row.url ?? `${options.appUrl}/calendar`,
      repeating: row.recurrence ? `RRULE:${row.recurrence}` : null,
      categories: row.tags.map((name) => ({ name })),
      stamp: options.now ?? new Date(),
      lastModified: row.updated_at,
      created: row.created_at,
    });
  }
  const now = options.now ?? new Date();
  const earliest = rows.reduce((min, row) => (row.start_at < min ? row.start_at : min), now);
  // Zone rules are written from at most ten years back: older series keep the earliest rules written.
  const from = new Date(Math.max(earliest.getTime(), now.getTime() - 10 * 365 * 86_400_000));
  return withVtimezone(calendar.toString(), vtimezone(zone, from, new Date(now.getTime() + (FEED_DAYS_AHEAD + 1) * 86_400_000)));
}
