/** Compact times for lists: "in 23 h", "5 min ago", "just now"; and durations such as "1.4 s". */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function amount(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / MINUTE))} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} d`;
}

/** How far `iso` is from now, in the past or the future; '' for an unreadable date. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const delta = time - now;
  if (Math.abs(delta) < MINUTE) return delta > 0 ? 'in under a minute' : 'just now';
  return delta > 0 ? `in ${amount(delta)}` : `${amount(-delta)} ago`;
}

/** A duration in the unit that reads best: "840 ms", "1.4 s", "3 min". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  return `${Math.round(ms / MINUTE)} min`;
}

/** The full local date and time, for a tooltip beside a relative time. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
