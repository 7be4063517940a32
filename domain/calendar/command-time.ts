import * as chrono from 'chrono-node';
import { DateTime } from 'luxon';

/** A day and maybe a time of day named in a command, read in the user's zone. */
export interface SpokenWhen {
  /** The local day: the one named, else today. */
  day: DateTime;
  /** The local clock time, when one was named. */
  time: { hour: number; minute: number } | null;
  /** A day was named ("Friday", "tomorrow", "June 3"). */
  dayNamed: boolean;
  /** Where the date words are in the text. */
  index: number;
  text: string;
}

/**
 * The first date or time chrono finds in `text`, relative to `now` in `timeZone`. Named weekdays look
 * forward ("Friday" is the coming one); a time alone is on today (never moved to tomorrow).
 */
export function spokenWhen(text: string, now: Date, timeZone: string): SpokenWhen | null {
  const offset = DateTime.fromJSDate(now, { zone: timeZone }).offset;
  const [result] = chrono.casual.parse(text, { instant: now, timezone: offset }, { forwardDate: true });
  if (!result) return null;
  const start = result.start;
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const dayNamed = start.isCertain('day') || start.isCertain('weekday');
  const day = dayNamed ? DateTime.fromObject({ year: start.get('year')!, month: start.get('month')!, day: start.get('day')! }, { zone: timeZone }) : today;
  const time = start.isCertain('hour') ? { hour: workingHour(start.get('hour') ?? 0, start.isCertain('meridiem')), minute: start.get('minute') ?? 0 } : null;
  if (!day.isValid) return null;
  return { day, time, dayNamed, index: result.index, text: result.text };
}

/** "at 3" without am/pm means 3 in the afternoon: office hours, not the small hours. */
function workingHour(hour: number, meridiemGiven: boolean): number {
  return !meridiemGiven && hour >= 1 && hour <= 7 ? hour + 12 : hour;
}

/** The instant of a day at a clock time in the day's zone. */
export const atTime = (day: DateTime, time: { hour: number; minute: number }) => day.set({ hour: time.hour, minute: time.minute, second: 0, millisecond: 0 });
