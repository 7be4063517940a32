import dayjs, { type Dayjs } from 'dayjs';
import { DateTime } from 'luxon';

/** Due dates in the user's time zone: short labels, day boundaries for filters, and the picker's values. */

export interface DueLabel {
  text: string;
  /** Full date and time, for a tooltip or a screen reader. */
  full: string;
  overdue: boolean;
  soon: boolean;
}

/** "Today 3:00 PM", "Tomorrow 3:00 PM", "Fri 3:00 PM" (this week), "Dec 9 3:00 PM", "Dec 9, 2027 3:00 PM". */
export function dueLabel(iso: string, zone: string, completed: boolean, now: DateTime = DateTime.now()): DueLabel {
  const due = DateTime.fromISO(iso, { zone });
  const today = now.setZone(zone).startOf('day');
  const days = Math.round(due.startOf('day').diff(today, 'days').days);
  const time = due.hour === 0 && due.minute === 0 ? '' : ` ${due.toFormat('h:mm a')}`;
  let dayText: string;
  if (days === 0) dayText = 'Today';
  else if (days === 1) dayText = 'Tomorrow';
  else if (days === -1) dayText = 'Yesterday';
  else if (days > 1 && days < 7) dayText = due.toFormat('ccc');
  else if (due.year === today.year) dayText = due.toFormat('LLL d');
  else dayText = due.toFormat('LLL d, yyyy');
  return {
    text: `${dayText}${time}`,
    full: due.toFormat("cccc, LLLL d, yyyy 'at' h:mm a"),
    overdue: !completed && due < now,
    soon: !completed && days >= 0 && days <= 1,
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone, as the calendar screen's ?date= wants it. */
export function zonedDay(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toISODate()!;
}

/** antd's picker shows the browser's clock: give it the same wall-clock time the zone shows. */
export function toPicker(iso: string | null, zone: string): Dayjs | null {
  if (!iso) return null;
  const zoned = DateTime.fromISO(iso, { zone });
  return dayjs(new Date(zoned.year, zoned.month - 1, zoned.day, zoned.hour, zoned.minute));
}

/** The picker's wall-clock time, read in the user's zone, as an ISO instant. */
export function fromPicker(value: Dayjs | null, zone: string): string | null {
  if (!value) return null;
  return DateTime.fromObject(
    { year: value.year(), month: value.month() + 1, day: value.date(), hour: value.hour(), minute: value.minute() },
    { zone },
  )
    .toUTC()
    .toISO();
}

export function pickerDay(value: Dayjs | null): string | null {
  return value ? value.format('YYYY-MM-DD') : null;
}
