import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../../../../../domain/calendar/date-conversion';
import type { CalendarView } from '../../../../../domain/calendar/event';

/** Dates of the calendar screen, all in the calendar's time zone (seed 000 §9: America/Los_Angeles). */
export const CALENDAR_ZONE = DEFAULT_TIME_ZONE;

export interface VisibleRange {
  start: DateTime;
  /** Exclusive. */
  end: DateTime;
  days: DateTime[];
}

export function today(): DateTime {
  return DateTime.now().setZone(CALENDAR_ZONE).startOf('day');
}

/** 'YYYY-MM-DD' → that day in the calendar zone; null when it is not a date. */
export function parseDay(value: string | null): DateTime | null {
  if (!value) return null;
  const day = DateTime.fromISO(value, { zone: CALENDAR_ZONE });
  return day.isValid ? day.startOf('day') : null;
}

export function inZone(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: CALENDAR_ZONE });
}

/** Weeks start on Sunday, as in US calendars. */
export function startOfWeek(day: DateTime): DateTime {
  return day.startOf('day').minus({ days: day.weekday % 7 });
}

function daysFrom(start: DateTime, count: number): DateTime[] {
  return Array.from({ length: count }, (_, index) => start.plus({ days: index }));
}

export function visibleRange(view: CalendarView, day: DateTime): VisibleRange {
  if (view === 'day') {
    const start = day.startOf('day');
    return { start, end: start.plus({ days: 1 }), days: [start] };
  }
  if (view === 'week') {
    const start = startOfWeek(day);
    return { start, end: start.plus({ days: 7 }), days: daysFrom(start, 7) };
  }
  const first = day.startOf('month');
  const start = startOfWeek(first);
  const last = day.endOf('month').startOf('day');
  const weeks = Math.ceil((last.diff(start, 'days').days + 1) / 7);
  return { start, end: start.plus({ days: weeks * 7 }), days: daysFrom(start, weeks * 7) };
}

export function step(view: CalendarView, day: DateTime, direction: 1 | -1): DateTime {
  if (view === 'day') return day.plus({ days: direction });
  if (view === 'week') return day.plus({ weeks: direction });
  return day.startOf('month').plus({ months: direction });
}

export function rangeTitle(view: CalendarView, range: VisibleRange, day: DateTime): string {
  if (view === 'day') return day.toFormat('cccc, LLLL d, yyyy');
  if (view === 'month') return day.toFormat('LLLL yyyy');
  const last = range.end.minus({ days: 1 });
  if (range.start.hasSame(last, 'month')) return `${range.start.toFormat('LLLL d')} – ${last.toFormat('d, yyyy')}`;
  if (range.start.hasSame(last, 'year')) return `${range.start.toFormat('LLL d')} – ${last.toFormat('LLL d, yyyy')}`;
  return `${range.start.toFormat('LLL d, yyyy')} – ${last.toFormat('LLL d, yyyy')}`;
}
