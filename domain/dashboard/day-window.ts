import { DateTime } from 'luxon';

/** The stretches of time the dashboard shows, in the person's time zone. */
export interface DayWindow {
  /** Midnight today, as an instant (ISO). */
  todayStart: string;
  /** Midnight tomorrow, as an instant (ISO). */
  todayEnd: string;
  /** Midnight after Sunday of this week (weeks run Monday to Sunday), as an instant (ISO). */
  weekEnd: string;
  /** Today's date ('YYYY-MM-DD') in the zone. */
  today: string;
  /** The last date of this week ('YYYY-MM-DD'). */
  lastDayOfWeek: string;
}

/** Today and the rest of this week for `now` in `zone` (an unknown zone reads as UTC). */
export function dayWindow(now: Date, zone: string): DayWindow {
  let local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: 'UTC' });
  const start = local.startOf('day');
  const weekEnd = start.endOf('week').plus({ milliseconds: 1 });
  return {
    todayStart: start.toUTC().toISO()!,
    todayEnd: start.plus({ days: 1 }).toUTC().toISO()!,
    weekEnd: weekEnd.toUTC().toISO()!,
    today: start.toISODate()!,
    lastDayOfWeek: weekEnd.minus({ days: 1 }).toISODate()!,
  };
}

/** Whether an instant falls on today (else later this week) for the window. */
export function isToday(instant: string, window: Pick<DayWindow, 'todayStart' | 'todayEnd'>): boolean {
  const at = Date.parse(instant);
  return at >= Date.parse(window.todayStart) && at < Date.parse(window.todayEnd);
}
