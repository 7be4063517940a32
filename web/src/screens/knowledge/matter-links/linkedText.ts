import { DateTime } from 'luxon';
import type { LinkedEvent, LinkedTask } from '../../../api/matterLinks';

/** "Wed 4 Mar 2027, 9:00 AM" in the zone; the day alone for an all-day event. */
export function eventWhen(event: Pick<LinkedEvent, 'start' | 'allDay' | 'date'>, zone: string): string {
  if (event.allDay) {
    const day = DateTime.fromISO(event.date);
    return day.isValid ? `${day.toFormat('ccc d LLL yyyy')}, all day` : event.date;
  }
  const at = DateTime.fromISO(event.start, { zone });
  return at.isValid ? `${at.toFormat('ccc d LLL yyyy')}, ${at.toLocaleString(DateTime.TIME_SIMPLE)}` : event.date;
}

/** "30 Nov 2026" for an instant, in the zone. */
export function dayOf(instant: string, zone: string): string {
  const at = DateTime.fromISO(instant, { zone });
  return at.isValid ? at.toFormat('d LLL yyyy') : '';
}

const REASONS: Record<LinkedTask['reason'], string> = {
  deadline_chain: 'From a deadline chain',
  hearing: 'Made from a hearing',
  text: 'Names the case number',
};

/** "To Do · High · due 4 Mar 2027 · From a deadline chain". */
export function taskDetails(task: LinkedTask, zone: string): string {
  return [task.completed ? 'Done' : task.status, task.priority, task.dueDate ? `due ${dayOf(task.dueDate, zone)}` : null, REASONS[task.reason]]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}
