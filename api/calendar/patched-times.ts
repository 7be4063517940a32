import { DateTime } from 'luxon';
import type { CalendarEventRow } from '../../db/tables/analysis';
import type { ResolvedEventTimes } from '../../domain/calendar/event-times';
import { timesOf } from './event-input';

/**
 * New times of an edited event, or null when none are given. A new start alone keeps the event's length
 * (a drag to move); an end given, or none where a change of all-day asks for the default, follows the rule
 * of seed 000 §5. Dates are read in the event's own zone.
 */
export function patchedTimes(row: CalendarEventRow, patch: { start?: string; end?: string | null; allDay?: boolean }): ResolvedEventTimes | null {
  if (patch.start === undefined && patch.end === undefined && patch.allDay === undefined) return null;
  const allDay = patch.allDay ?? row.all_day;
  const start = patch.start ?? row.start_at.toISOString();
  if (patch.end !== undefined || patch.allDay !== undefined && patch.allDay !== row.all_day) {
    return timesOf({ start, end: patch.end ?? null, allDay }, row.time_zone);
  }
  const moved = timesOf({ start, allDay }, row.time_zone);
  if (allDay) {
    const zone = row.time_zone;
    const days = Math.max(1, Math.round(DateTime.fromJSDate(row.end_at, { zone }).diff(DateTime.fromJSDate(row.start_at, { zone }), 'days').days));
    return { ...moved, end: DateTime.fromJSDate(moved.start, { zone }).plus({ days }).toJSDate() };
  }
  return { ...moved, end: new Date(moved.start.getTime() + (row.end_at.getTime() - row.start_at.getTime())) };
}
