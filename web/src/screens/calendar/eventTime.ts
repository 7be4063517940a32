import { DateTime } from 'luxon';
import type { CalendarEvent } from '../../api/calendar';

type Times = Pick<CalendarEvent, 'start' | 'end' | 'allDay'>;

/** "9:00 – 10:00 AM" (or "All day"), in `zone`. */
export function timeRange(event: Times, zone: string): string {
  if (event.allDay) return 'All day';
  const start = DateTime.fromISO(event.start, { zone }).toFormat('h:mm a');
  const end = DateTime.fromISO(event.end, { zone }).toFormat('h:mm a');
  const [startClock, startMeridiem] = start.split(' ');
  const [, endMeridiem] = end.split(' ');
  return startMeridiem === endMeridiem ? `${startClock} – ${end}` : `${start} – ${end}`;
}

/** "Tuesday, March 4, 2025 · 9:00 – 10:00 AM PST", with both days when it spans several. */
export function longTimeRange(event: Times, zone: string): string {
  const start = DateTime.fromISO(event.start, { zone });
  const end = DateTime.fromISO(event.end, { zone });
  const zoneName = start.toFormat('ZZZZ');
  if (event.allDay) {
    const lastDay = end.minus({ minutes: 1 });
    return start.hasSame(lastDay, 'day')
      ? `${start.toFormat('cccc, LLLL d, yyyy')} · All day`
      : `${start.toFormat('LLL d')} – ${lastDay.toFormat('LLL d, yyyy')} · All day`;
  }
  if (start.hasSame(end, 'day')) return `${start.toFormat('cccc, LLLL d, yyyy')} · ${timeRange(event, zone)} ${zoneName}`;
  return `${start.toFormat('LLL d, h:mm a')} – ${end.toFormat('LLL d, h:mm a')} ${zoneName}`;
}
