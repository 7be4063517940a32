/**
 * Finding the dates on which a wall-clock time is skipped or repeated by a DST change, so the Temporal
 * mapping can tell whether a calendar spec would disagree with nextRun (Temporal skips a skipped time and
 * fires a repeated time twice; nextRun moves the first forward and fires the second once).
 */
import { IANAZone } from 'luxon';
import type { ClockTime } from './civil-date';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** Offsets are sampled every two weeks; no zone has changed its offset twice within that since 1970. */
const SAMPLE_MS = 14 * MS_PER_DAY;

/** The first instant (to the minute) at which the offset differs from the offset at `from`. */
function transitionBetween(zone: IANAZone, from: number, to: number): number {
  const before = zone.offset(from);
  let low = from;
  let high = to;
  while (high - low > MS_PER_MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (zone.offset(middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

/** Epoch days in [from, to] on which `clock` does not exist or exists twice in the zone. */
export function unstableDates(clock: ClockTime, timeZone: string, from: number, to: number): number[] {
  if (!IANAZone.isValidZone(timeZone)) return [];
  const zone = IANAZone.create(timeZone);
  const clockMs = (clock.hour * 60 + clock.minute) * MS_PER_MINUTE;
  const found: number[] = [];
  for (let sample = (from - 1) * MS_PER_DAY; sample <= (to + 1) * MS_PER_DAY; sample += SAMPLE_MS) {
    const before = zone.offset(sample);
    if (zone.offset(sample + SAMPLE_MS) === before) continue;
    const change = transitionBetween(zone, sample, sample + SAMPLE_MS);
    const after = zone.offset(change);
    // Wall-clock times in [windowStart, windowEnd) are skipped (clocks forward) or repeated (clocks back).
    const windowStart = change + Math.min(before, after) * MS_PER_MINUTE;
    const windowEnd = change + Math.max(before, after) * MS_PER_MINUTE;
    for (let day = Math.floor(windowStart / MS_PER_DAY); day * MS_PER_DAY < windowEnd; day++) {
      const wallClock = day * MS_PER_DAY + clockMs;
      if (wallClock >= windowStart && wallClock < windowEnd && day >= from && day <= to) found.push(day);
    }
  }
  return [...new Set(found)].sort((a, b) => a - b);
}
