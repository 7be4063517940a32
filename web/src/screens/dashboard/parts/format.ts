import { DateTime } from 'luxon';

/** "14:30" in the zone, or "All day". */
export function timeOfDay(start: string | null, allDay: boolean, zone: string): string {
  if (!start || allDay) return 'All day';
  const at = DateTime.fromISO(start, { zone });
  return at.isValid ? at.toLocaleString(DateTime.TIME_SIMPLE) : '';
}

/** "Wed 2 Dec" for a 'YYYY-MM-DD' day. */
export function dayLabel(day: string): string {
  const at = DateTime.fromISO(day);
  return at.isValid ? at.toFormat('ccc d LLL') : day;
}

/** "Today 17:00" / "Mon 30 Nov 09:00" for an instant, in the zone. */
export function dueLabel(instant: string, zone: string, today: string): string {
  const at = DateTime.fromISO(instant, { zone });
  if (!at.isValid) return '';
  const time = at.toLocaleString(DateTime.TIME_SIMPLE);
  return at.toISODate() === today ? `Today ${time}` : `${at.toFormat('ccc d LLL')} ${time}`;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
