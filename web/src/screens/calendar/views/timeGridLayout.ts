import type { DateTime } from 'luxon';
import type { CalendarEvent } from '../../../../../domain/calendar/event';
import { inZone } from '../state/calendarRange';

/** Where timed events sit in one day column: minutes from midnight, and side-by-side columns on overlap. */

export const MINUTES_PER_DAY = 24 * 60;
/** Short events still get room for their title. */
const MIN_VISIBLE_MINUTES = 24;

export interface PlacedEvent {
  event: CalendarEvent;
  top: number;
  bottom: number;
  column: number;
  columns: number;
  /** The event started on an earlier day or ends on a later one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

function minutesInto(day: DateTime, instant: DateTime): number {
  if (instant < day) return 0;
  if (instant >= day.plus({ days: 1 })) return MINUTES_PER_DAY;
  return instant.hour * 60 + instant.minute;
}

export function eventsOnDay(events: readonly CalendarEvent[], day: DateTime): CalendarEvent[] {
  const dayEnd = day.plus({ days: 1 });
  return events.filter((event) => inZone(event.start) < dayEnd && inZone(event.end) > day);
}

export function layoutDay(events: readonly CalendarEvent[], day: DateTime): PlacedEvent[] {
  const placed = eventsOnDay(
    events.filter((event) => !event.allDay),
    day,
  )
    .map((event) => {
      const start = inZone(event.start);
      const end = inZone(event.end);
      const top = minutesInto(day, start);
      const bottom = Math.min(MINUTES_PER_DAY, Math.max(minutesInto(day, end), top + MIN_VISIBLE_MINUTES));
      return { event, top, bottom, column: 0, columns: 1, continuesBefore: start < day, continuesAfter: end > day.plus({ days: 1 }) };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);

  // Clusters of transitively overlapping events share a column count; each takes the first free column.
  let cluster: PlacedEvent[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const item of cluster) item.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const item of placed) {
    if (item.top >= clusterEnd) close();
    let column = columnEnds.findIndex((end) => end <= item.top);
    if (column === -1) column = columnEnds.push(item.bottom) - 1;
    else columnEnds[column] = item.bottom;
    item.column = column;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.bottom);
  }
  close();
  return placed;
}
