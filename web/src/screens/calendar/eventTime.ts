import type { CalendarEvent } from '../../../../domain/calendar/event';
import { inZone } from './state/calendarRange';

const time = (iso: string) => inZone(iso).toFormat('h:mm a');

/** "9:00 – 10:00 AM" (or "All day"), in the calendar zone. */
export function timeRange(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>): string {
  if (event.allDay) return 'All day';
  const start = time(event.start);
  const end = time(event.end);
  const [startClock, startMeridiem] = start.split(' ');
  const [, endMeridiem] = end.split(' ');
  return startMeridiem === endMeridiem ? `${startClock} – ${end}` : `${start} – ${end}`;
}

/** "Tuesday, March 4, 2025 · 9:00 – 10:00 AM PST", with both days when it spans several. */
export function longTimeRange(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>): string {
  const start = inZone(event.start);
  const end = inZone(event.end);
  const zone = start.toFormat('ZZZZ');
  if (event.allDay) {
    const lastDay = end.minus({ minutes: 1 });
    return start.hasSame(lastDay, 'day')
      ? `${start.toFormat('cccc, LLLL d, yyyy')} · All day`
      : `${start.toFormat('LLL d')} – ${lastDay.toFormat('LLL d, yyyy')} · All day`;
  }
  if (start.hasSame(end, 'day')) return `${start.toFormat('cccc, LLLL d, yyyy')} · ${timeRange(event)} ${zone}`;
  return `${start.toFormat('LLL d, h:mm a')} – ${end.toFormat('LLL d, h:mm a')} ${zone}`;
}

export function shortStart(event: Pick<CalendarEvent, 'start' | 'allDay'>): string {
  if (event.allDay) return '';
  const start = inZone(event.start);
  return start.minute === 0 ? start.toFormat('h a').toLowerCase() : start.toFormat('h:mm a').toLowerCase();
}
