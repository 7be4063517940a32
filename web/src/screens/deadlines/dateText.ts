import { DateTime } from 'luxon';

/** "Mon, Mar 15, 2027" for a calendar day 'YYYY-MM-DD' (no zone: it is a day, not an instant). */
export function dayText(date: string): string {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  return day.isValid ? day.toFormat('ccc, LLL d, yyyy') : date;
}

/** "Mon, Mar 15, 9:00 – 10:30 AM" for a focus block, in the user's zone. */
export function spanText(span: { start: string; end: string } | null, zone: string): string {
  if (!span) return 'no room before the new date';
  const start = DateTime.fromISO(span.start, { zone });
  const end = DateTime.fromISO(span.end, { zone });
  const sameHalf = start.toFormat('a') === end.toFormat('a');
  return `${start.toFormat(sameHalf ? 'ccc, LLL d, h:mm' : 'ccc, LLL d, h:mm a')} – ${end.toFormat('h:mm a')}`;
}

/** "7 days before", "20 days after", "on the day of". */
export function offsetText(offset: { amount: number; unit: 'days' | 'months'; direction: 'after' | 'before' }): string {
  if (offset.amount === 0) return 'on the day of';
  const unit = offset.amount === 1 ? offset.unit.replace(/s$/, '') : offset.unit;
  return `${offset.amount} ${unit} ${offset.direction}`;
}
