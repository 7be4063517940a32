import { DateTime } from 'luxon';
import type { CalendarView } from '../../../../../domain/calendar/event';

/** Dates of the calendar screen, all in the user's time zone. */

export interface VisibleRange {
  start: DateTime;
  /** Exclusive. */
  end: DateTime;
}

export function today(zone: string): DateTime {
  return DateTime.now().setZone(zone).startOf('day');
}

/** 'YYYY-MM-DD' → that day in `zone`; null when it is not a date. */
export function parseDay(value: string | null, zone: string): DateTime | null {
  if (!value) return null;
  const day = DateTime.fromISO(value, { zone });
  return day.isValid ? day.startOf('day') : null;
}

/** Weeks start on Sunday, as in US calendars. */
export function startOfWeek(day: DateTime): DateTime {
  return day.startOf('day').minus({ days: day.weekday % 7 });
}

/** The days on screen: one day, a Sunday-to-Saturday week, or the whole weeks that hold the month. */
export function visibleRange(view: CalendarView, day: DateTime): VisibleRange {
  if (view === 'day') {
    const start = day.startOf('day');
    return { start, end: start.plus({ days: 1 }) };
  }
  if (view === 'week') {
    const start = startOfWeek(day);
    return { start, end: start.plus({ days: 7 }) };
  }
  const start = startOfWeek(day.startOf('month'));
  const last = day.endOf('month').startOf('day');
  const weeks = Math.ceil((last.diff(start, 'days').days + 1) / 7);
  return { start, end: start.plus({ days: weeks * 7 }) };
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
