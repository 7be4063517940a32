/** The range a plan covers: from the start of a day in the user's zone through `days` working days (Mon–Fri). */
import { fromEpochDay, parseCivilDate, toEpochDay, weekdayOfEpochDay } from '../automation/civil-date';
import { localEpochDay, startOfLocalDay } from '../automation/zoned-time';
import { DEFAULT_PLAN_DAYS } from './rules';

export interface PlanRange {
  rangeStart: string;
  rangeEnd: string;
}

/** `start` is 'YYYY-MM-DD' (today in the zone when absent); `days` counts working days, weekends are skipped. */
export function planRange(start: string | null | undefined, days: number | undefined, timeZone: string, nowMs: number): PlanRange | null {
  const civil = start ? parseCivilDate(start) : fromEpochDay(localEpochDay(nowMs, timeZone));
  if (!civil) return null;
  const first = toEpochDay(civil);
  let day = first;
  let counted = 0;
  const wanted = Math.max(1, days ?? DEFAULT_PLAN_DAYS);
  for (;;) {
    const weekday = weekdayOfEpochDay(day);
    if (weekday !== 0 && weekday !== 6) counted++;
    if (counted === wanted) break;
    day++;
  }
  return { rangeStart: new Date(startOfLocalDay(first, timeZone)).toISOString(), rangeEnd: new Date(startOfLocalDay(day + 1, timeZone)).toISOString() };
}
