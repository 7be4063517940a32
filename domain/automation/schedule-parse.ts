/**
 * A Schedule (seed 001 §3) checked and normalised once, for nextRun, the Temporal mapping and the
 * validator alike: a schedule that does not parse has no next run, and the validator shows why.
 */
import { parseCivilDate, parseClockTime, toEpochDay, weekdayOfEpochDay, type CivilDate, type ClockTime } from './civil-date';
import { SCHEDULE_FREQUENCIES, SCHEDULE_TYPES, type Schedule, type ScheduleFrequency } from './definition';
import { AUTOMATION_MESSAGES as M } from './messages';

export interface ParsedSchedule {
  type: 'once' | 'recurring';
  enabled: boolean;
  startDate: CivilDate;
  /** Epoch day of the start date. */
  start: number;
  clock: ClockTime;
  /** Epoch day of the last date it may run on (inclusive), or null. */
  end: number | null;
  frequency: ScheduleFrequency;
  interval: number;
  /** Weekly: sorted weekdays, 0 = Sunday; the start date's weekday when none were chosen. */
  daysOfWeek: number[];
  /** Monthly: 1–31 before clamping; the start date's day when none was chosen. */
  dayOfMonth: number;
}

export interface ScheduleProblem {
  /** Path inside the schedule, e.g. 'recurrence.interval'. */
  field: string;
  message: string;
}

export type ScheduleParse = { ok: true; schedule: ParsedSchedule } | { ok: false; problems: ScheduleProblem[] };

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export function parseSchedule(schedule: Schedule): ScheduleParse {
  const problems: ScheduleProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (!(SCHEDULE_TYPES as readonly string[]).includes(schedule.type)) add('type', M.scheduleRecurrence);
  const startDate = parseCivilDate(schedule.startDate);
  if (!startDate) add('startDate', M.scheduleStartDate);
  const clock = parseClockTime(schedule.time);
  if (!clock) add('time', M.scheduleTime);
  let end: number | null = null;
  if (schedule.endDate !== undefined && schedule.endDate !== null && schedule.endDate.trim() !== '') {
    const endDate = parseCivilDate(schedule.endDate);
    if (!endDate) add('endDate', M.scheduleEndDate);
    else {
      end = toEpochDay(endDate);
      if (startDate && end < toEpochDay(startDate)) add('endDate', M.scheduleEndBeforeStart);
    }
  }
  const recurrence = schedule.type === 'recurring' ? schedule.recurrence : undefined;
  if (schedule.type === 'recurring') {
    if (!recurrence || !(SCHEDULE_FREQUENCIES as readonly string[]).includes(recurrence.frequency)) add('recurrence.frequency', M.scheduleRecurrence);
    if (recurrence && !isWhole(recurrence.interval, 1, 1000)) add('recurrence.interval', M.scheduleInterval);
    if (recurrence?.frequency === 'weekly' && recurrence.daysOfWeek && !recurrence.daysOfWeek.every((day) => isWhole(day, 0, 6))) {
      add('recurrence.daysOfWeek', M.scheduleDaysOfWeek);
    }
    if (recurrence?.frequency === 'monthly' && recurrence.dayOfMonth !== undefined && !isWhole(recurrence.dayOfMonth, 1, 31)) {
      add('recurrence.dayOfMonth', M.scheduleDayOfMonth);
    }
  }
  if (problems.length > 0 || !startDate || !clock) return { ok: false, problems };
  const start = toEpochDay(startDate);
  const days = [...new Set(recurrence?.daysOfWeek ?? [])].sort((a, b) => a - b);
  return {
    ok: true,
    schedule: {
      type: schedule.type,
      enabled: schedule.enabled,
      startDate,
      start,
      clock,
      end,
      frequency: recurrence?.frequency ?? 'daily',
      interval: recurrence?.interval ?? 1,
      daysOfWeek: days.length > 0 ? days : [weekdayOfEpochDay(start)],
      dayOfMonth: recurrence?.dayOfMonth ?? startDate.day,
    },
  };
}
