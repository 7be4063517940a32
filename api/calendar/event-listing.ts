import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarEvent } from '../../domain/calendar/event';
import { expandOccurrences } from '../../domain/calendar/recurrence';
import { toCalendarEvent, toOccurrence } from './event-view';

/**
 * The user's events overlapping [timeMin, timeMax), recurring events expanded into their occurrences
 * there, in start order, at most `limit`.
 */
export async function listEvents(db: Kysely<Database>, userId: string, timeMin: Date, timeMax: Date, limit: number): Promise<CalendarEvent[]> {
  const [single, series] = await Promise.all([
    db
      .selectFrom('calendar_events')
      .selectAll()
      .where('user_id', '=', userId)
      .where('recurrence', 'is', null)
      .where('start_at', '<', timeMax)
      .where('end_at', '>', timeMin)
      .orderBy('start_at')
      .limit(limit)
      .execute(),
    db.selectFrom('calendar_events').selectAll().where('user_id', '=', userId).where('recurrence', 'is not', null).where('start_at', '<', timeMax).execute(),
  ]);
  const occurrences = series.flatMap((row) =>
    expandOccurrences({ start: row.start_at, end: row.end_at, timeZone: row.time_zone, allDay: row.all_day, recurrence: row.recurrence! }, timeMin, timeMax, limit).map((at) =>
      toOccurrence(row, at.start, at.end),
    ),
  );
  return [...single.map(toCalendarEvent), ...occurrences].sort((a, b) => a.start.localeCompare(b.start)).slice(0, limit);
}
