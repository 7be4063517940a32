/**
 * The fire times of a Temporal schedule spec, computed the way the Temporal server does
 * (service/worker/scheduler/calendar.go and spec.go): calendar entries match the literal wall-clock time in
 * the zone, so a time skipped by DST does not fire and a repeated time fires twice; intervals are elapsed
 * time from the Unix epoch plus the offset; startAt..endAt is inclusive; calendars stop after 2100.
 * Checked by hand against a Temporal 1.32 dev server (describe().info.nextActionTimes).
 */
import { DateTime } from 'luxon';
import type { TemporalCalendarSpec, TemporalScheduleSpec, TemporalYearRange } from '../../../domain/automation/schedule-temporal';
import { TEMPORAL_DAYS_OF_WEEK, TEMPORAL_MONTHS } from '../../../domain/automation/schedule-temporal';

const DAY = 86_400_000;

function yearMatches(years: TemporalCalendarSpec['year'], year: number): boolean {
  if (!years) return true;
  return years.some((entry: number | TemporalYearRange) =>
    typeof entry === 'number' ? entry === year : year >= entry.start && year <= entry.end && (year - entry.start) % entry.step === 0,
  );
}

function calendarTimes(calendar: TemporalCalendarSpec, zone: string, from: number, to: number): number[] {
  const times: number[] = [];
  for (let day = Math.floor(from / DAY) - 1; day <= Math.floor(to / DAY) + 1; day++) {
    const date = DateTime.fromMillis(day * DAY, { zone: 'utc' });
    if (date.year > 2100 || !yearMatches(calendar.year, date.year)) continue;
    if (calendar.month && !calendar.month.includes(TEMPORAL_MONTHS[date.month - 1]!)) continue;
    if (calendar.dayOfMonth && !calendar.dayOfMonth.includes(date.day)) continue;
    if (calendar.dayOfWeek && !calendar.dayOfWeek.includes(TEMPORAL_DAYS_OF_WEEK[date.weekday % 7]!)) continue;
    const local = DateTime.fromObject({ year: date.year, month: date.month, day: date.day, hour: calendar.hour, minute: calendar.minute }, { zone });
    if (local.hour !== calendar.hour || local.minute !== calendar.minute) continue; // skipped by DST: no fire
    for (const candidate of local.getPossibleOffsets()) times.push(candidate.toMillis()); // repeated: fires twice
  }
  return times;
}

/** Fire times strictly after `from` and up to `to` (ms). */
export function temporalFireTimes(spec: TemporalScheduleSpec, from: number, to: number): number[] {
  const times: number[] = [];
  for (const calendar of spec.calendars ?? []) times.push(...calendarTimes(calendar, spec.timezone, from, to));
  for (const interval of spec.intervals ?? []) {
    for (let time = Math.floor((from - interval.offset) / interval.every) * interval.every + interval.offset; time <= to; time += interval.every) times.push(time);
  }
  const start = spec.startAt?.getTime() ?? -Infinity;
  const end = spec.endAt?.getTime() ?? Infinity;
  return [...new Set(times)].filter((time) => time > from && time <= to && time >= start && time <= end).sort((a, b) => a - b);
}
