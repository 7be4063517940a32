/**
 * The free working time of a range: weekdays 09:00–17:00 in the user's zone (DST-safe), minus busy
 * events, as sorted disjoint intervals with prefix sums, so "free time between two instants" is a
 * binary search rather than a scan.
 */
import { localEpochDay, localInstant } from '../automation/zoned-time';
import { weekdayOfEpochDay } from '../automation/civil-date';
import { WORKDAY_END, WORKDAY_START } from './rules';

export interface Interval {
  start: number;
  end: number;
}

/** The working hours of every weekday in [from, to), clipped to it. */
export function workingWindows(from: number, to: number, timeZone: string): Interval[] {
  const windows: Interval[] = [];
  if (to <= from) return windows;
  const lastDay = localEpochDay(to - 1, timeZone);
  for (let day = localEpochDay(from, timeZone); day <= lastDay; day++) {
    const weekday = weekdayOfEpochDay(day);
    if (weekday === 0 || weekday === 6) continue;
    const start = Math.max(from, localInstant(day, WORKDAY_START, timeZone));
    const end = Math.min(to, localInstant(day, WORKDAY_END, timeZone));
    if (end > start) windows.push({ start, end });
  }
  return windows;
}

/** Sorted, merged copies of the busy intervals (empty and inverted ones dropped). */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ start: interval.start, end: interval.end });
  }
  return merged;
}

/** Sorted disjoint windows minus sorted merged busy intervals: one sweep over both. */
export function subtractIntervals(windows: readonly Interval[], busy: readonly Interval[]): Interval[] {
  const free: Interval[] = [];
  let b = 0;
  for (const window of windows) {
    let cursor = window.start;
    while (b < busy.length && busy[b]!.end <= cursor) b++;
    let k = b;
    while (k < busy.length && busy[k]!.start < window.end) {
      const event = busy[k]!;
      if (event.start > cursor) free.push({ start: cursor, end: event.start });
      cursor = Math.max(cursor, event.end);
      if (event.end > window.end) break;
      k++;
    }
    if (cursor < window.end) free.push({ start: cursor, end: window.end });
    b = k;
  }
  return free;
}

/** Free intervals with prefix sums for O(log n) "how much free time lies between a and b". */
export class FreeTime {
  private readonly before: number[];

  constructor(readonly intervals: readonly Interval[]) {
    this.before = [0];
    for (const interval of intervals) this.before.push(this.before[this.before.length - 1]! + (interval.end - interval.start));
  }

  /** Free milliseconds before the instant t. */
  freeBefore(t: number): number {
    let lo = 0;
    let hi = this.intervals.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.intervals[mid]!.start < t) lo = mid + 1;
      else hi = mid;
    }
    if (lo === 0) return 0;
    const last = this.intervals[lo - 1]!;
    return this.before[lo]! - Math.max(0, last.end - t);
  }

  /** Free milliseconds in [from, to). */
  freeBetween(from: number, to: number): number {
    return to <= from ? 0 : this.freeBefore(to) - this.freeBefore(from);
  }
}
