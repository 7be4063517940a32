/** Agents act within their working hours (seed 001 §3 "Created agent"); outside them, every action waits for a person. */
import type { WorkingHours } from './created-agent';

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an "HH:MM" time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  const match = HH_MM.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after local midnight of an instant in a time zone (DST-aware, through Intl). */
export function localMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/**
 * Whether an instant falls within the working hours in the user's time zone: the start is inclusive, the end
 * exclusive; an end before the start spans midnight (22:00–06:00). No hours, or start = end, means any time.
 */
export function isWithinWorkingHours(instant: Date, hours: WorkingHours | null, timeZone: string): boolean {
  if (!hours) return true;
  const start = minutesOfDay(hours.start);
  const end = minutesOfDay(hours.end);
  if (start === null || end === null || start === end) return true;
  const now = localMinutes(instant, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** Why an action waits: written as the audit entry's reason. */
export function outsideWorkingHoursReason(hours: WorkingHours): string {
  return `Outside the agent's working hours (${hours.start}–${hours.end}), so it waits for you.`;
}
