/**
 * On which calendar dates a daily, weekly or monthly schedule runs (hourly runs are counted in elapsed
 * time instead; see schedule.ts). Runs are counted from the start date, never from the previous run:
 * - daily: the start date and every `interval` days after it;
 * - weekly: the chosen weekdays of the start date's week (weeks begin on Sunday) and of every
 *   `interval`-th week after it, from the start date on;
 * - monthly: the chosen day of the start month and of every `interval`-th month after it, clamped to the
 *   month's length (31 → 30 in April, 28/29 in February, back to 31 in March), from the start date on.
 */
import { daysInMonth, fromEpochDay, fromMonthIndex, monthIndex, toEpochDay, weekdayOfEpochDay } from './civil-date';
import type { ParsedSchedule } from './schedule-parse';

/** The epoch day of the monthly run in month `index`, after clamping. */
function monthlyRunDay(schedule: ParsedSchedule, index: number): number {
  const { year, month } = fromMonthIndex(index);
  return toEpochDay({ year, month, day: Math.min(schedule.dayOfMonth, daysInMonth(year, month)) });
}

/** The first run date on or after `from` (epoch days) of a daily, weekly or monthly schedule. */
export function firstRunDateOnOrAfter(schedule: ParsedSchedule, from: number): number {
  const day = Math.max(from, schedule.start);
  const n = schedule.interval;
  switch (schedule.frequency) {
    case 'hourly':
      throw new Error('Hourly schedules are counted in elapsed time, not by date.');
    case 'daily':
      return schedule.start + Math.ceil((day - schedule.start) / n) * n;
    case 'weekly': {
      const weekStart = schedule.start - weekdayOfEpochDay(schedule.start);
      for (let week = Math.floor((day - weekStart) / 7 / n) * n; ; week += n) {
        for (const weekday of schedule.daysOfWeek) {
          const candidate = weekStart + week * 7 + weekday;
          if (candidate >= day) return candidate;
        }
      }
    }
    case 'monthly': {
      const first = monthIndex(schedule.startDate);
      const target = monthIndex(fromEpochDay(day));
      for (let k = Math.max(0, Math.floor((target - first) / n)); ; k++) {
        const candidate = monthlyRunDay(schedule, first + k * n);
        if (candidate >= day) return candidate;
      }
    }
  }
}

/** Whether a daily, weekly or monthly schedule runs on this date (epoch days); ignores the end date. */
export function runsOnDate(schedule: ParsedSchedule, day: number): boolean {
  return day >= schedule.start && firstRunDateOnOrAfter(schedule, day) === day;
}
