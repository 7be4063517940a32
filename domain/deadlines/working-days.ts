import { addDays, isoWeekday, weekdayName } from './civil-date';
import { isCourtHoliday } from './holidays';
import type { CivilDate, CountingCalendar, SkippedDay } from './types';

const SATURDAY = 6;

/** Why the date is not a working day on that calendar ('Saturday', 'Thanksgiving Day', …), or null when it is one. */
export function nonWorkingReason(date: CivilDate, calendar: CountingCalendar): string | null {
  if (isoWeekday(date) >= SATURDAY) return weekdayName(date);
  return isCourtHoliday(date, calendar);
}

export type RollDirection = 'forward' | 'backward';

/**
 * Moves a last day that is not a working day to the nearest working day (CCP §§ 12a, 13).
 * 'forward' serves periods counted after a trigger: the act may be done on the next working day.
 * 'backward' serves periods counted before an event: moving later would leave fewer days
 * than the rule demands, so the act has to be done by the working day before.
 */
export function rollToWorkingDay(
  date: CivilDate,
  calendar: CountingCalendar,
  direction: RollDirection,
): { date: CivilDate; skipped: SkippedDay[] } {
  const step = direction === 'forward' ? 1 : -1;
  const skipped: SkippedDay[] = [];
  let current = date;
  for (let reason = nonWorkingReason(current, calendar); reason; reason = nonWorkingReason(current, calendar)) {
    skipped.push({ date: current, reason });
    current = addDays(current, step);
  }
  return { date: current, skipped };
}
