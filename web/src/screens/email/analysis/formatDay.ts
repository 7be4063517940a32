import { DateTime } from 'luxon';

/** 'YYYY-MM-DD' → "Tue, Mar 4, 2025" (the text as given when it is not a date). */
export function formatDay(isoDate: string): string {
  const day = DateTime.fromISO(isoDate);
  return day.isValid ? day.toFormat('ccc, LLL d, yyyy') : isoDate;
}

/** '08:30' or '13:05' → "8:30 AM" / "1:05 PM"; any other text (e.g. "9:00 AM") as given. */
export function formatClock(time: string): string {
  const clock = DateTime.fromFormat(time.trim(), 'H:mm');
  return clock.isValid ? clock.toFormat('h:mm a') : time;
}
