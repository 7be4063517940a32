import { civilDayOf } from './civil-day';

export interface PlacedDeadline {
  state: 'proposed' | 'accepted' | 'dismissed';
  /** The date the chain gave it (or a person set through the chain). */
  dueDate: string;
  /** Its all-day event, where it is now (in the event's zone); null without one. */
  event: { start: Date; timeZone: string } | null;
  /** Its task's due instant now; null without one or without a due date. */
  taskDue: Date | null;
  /** The user's zone, in which the task's due date is read. */
  timeZone: string;
}

/**
 * The day a person moved an accepted deadline to outside the chain — by dragging its event on the calendar
 * or changing its task's due date — or null when both are still where the chain put them. Such a deadline
 * counts as edited by hand: a reschedule keeps it where the person put it.
 */
export function handSetDate(deadline: PlacedDeadline): string | null {
  if (deadline.state !== 'accepted') return null;
  if (deadline.event) {
    const day = civilDayOf(deadline.event.start, deadline.event.timeZone);
    if (day !== deadline.dueDate) return day;
  }
  if (deadline.taskDue) {
    const day = civilDayOf(deadline.taskDue, deadline.timeZone);
    if (day !== deadline.dueDate) return day;
  }
  return null;
}
