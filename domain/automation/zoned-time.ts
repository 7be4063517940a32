/**
 * Wall-clock times in an IANA time zone, through luxon (deterministic: no clock is read here).
 *
 * DST rules for a wall-clock time that does not exist or exists twice:
 * - a time skipped when clocks go forward (02:30 on the March change in America/Los_Angeles) is moved
 *   forward by the gap, to 03:30 of the new offset, so the day's run still happens;
 * - a time that occurs twice when clocks go back (01:30 on the November change) is taken once, at its
 *   first occurrence (the daylight-time one).
 */
import { DateTime, Info } from 'luxon';
import { fromEpochDay, toEpochDay, type ClockTime } from './civil-date';

/** Throws a RangeError naming the zone when it is not a known IANA zone. */
export function assertTimeZone(timeZone: string): void {
  if (!Info.isValidIANAZone(timeZone) && !DateTime.fromMillis(0, { zone: timeZone }).isValid) {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
}

/** The instant (ms) of a wall-clock time on a date (epoch day) in a zone, per the DST rules above. */
export function localInstant(day: number, clock: ClockTime, timeZone: string): number {
  const { year, month, day: dayOfMonth } = fromEpochDay(day);
  const local = DateTime.fromObject({ year, month, day: dayOfMonth, hour: clock.hour, minute: clock.minute }, { zone: timeZone });
  const candidates = local.getPossibleOffsets();
  if (candidates.length > 1) return Math.min(...candidates.map((candidate) => candidate.toMillis()));
  return local.toMillis();
}

/** The calendar date (epoch day) an instant falls on in a zone. */
export function localEpochDay(instant: number, timeZone: string): number {
  const local = DateTime.fromMillis(instant, { zone: timeZone });
  return toEpochDay({ year: local.year, month: local.month, day: local.day });
}

/** The first instant of a date in a zone (its midnight, or the first time after a gap at midnight). */
export function startOfLocalDay(day: number, timeZone: string): number {
  const { year, month, day: dayOfMonth } = fromEpochDay(day);
  return DateTime.fromObject({ year, month, day: dayOfMonth }, { zone: timeZone }).startOf('day').toMillis();
}

/** Whether the wall-clock time on that date is skipped or repeated by a DST change. */
export function isUnstableClockTime(day: number, clock: ClockTime, timeZone: string): boolean {
  const { year, month, day: dayOfMonth } = fromEpochDay(day);
  const local = DateTime.fromObject({ year, month, day: dayOfMonth, hour: clock.hour, minute: clock.minute }, { zone: timeZone });
  return local.hour !== clock.hour || local.minute !== clock.minute || local.getPossibleOffsets().length > 1;
}

/** True for UTC and fixed offsets ('UTC+3'): zones whose offset never changes. */
export function isFixedOffsetZone(timeZone: string): boolean {
  return DateTime.fromMillis(0, { zone: timeZone }).zone.isUniversal;
}

/** The zone's UTC offset in minutes at an instant. */
export function offsetAt(instant: number, timeZone: string): number {
  return DateTime.fromMillis(instant, { zone: timeZone }).offset;
}
