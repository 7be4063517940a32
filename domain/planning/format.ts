/** Plain words for durations and due dates in the planner's reasons ("Needs 3 h more before its due date Fri 5 pm"). */
import { DateTime } from 'luxon';

/** 180 → "3 h", 90 → "1 h 30 min", 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Fri 5 pm" within the coming week, else "Mon 8 Dec, 5:30 pm"; in the user's zone. */
export function formatDue(dueMs: number, nowMs: number, timeZone: string): string {
  const due = DateTime.fromMillis(dueMs, { zone: timeZone });
  const hour12 = due.hour % 12 === 0 ? 12 : due.hour % 12;
  const clock = `${hour12}${due.minute === 0 ? '' : `:${String(due.minute).padStart(2, '0')}`} ${due.hour < 12 ? 'am' : 'pm'}`;
  const weekday = due.setLocale('en-US').toFormat('ccc');
  const soon = dueMs >= nowMs && dueMs - nowMs < 6 * 86_400_000;
  return soon ? `${weekday} ${clock}` : `${weekday} ${due.day} ${due.setLocale('en-GB').toFormat('LLL')}, ${clock}`;
}
