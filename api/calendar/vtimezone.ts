import { DateTime } from 'luxon';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const offsetAt = (zone: string, at: number) => DateTime.fromMillis(at, { zone }).offset;

/** '+0100', '-0800' */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Offset changes of `zone` in [from, to], found day by day and then to the minute. */
function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetAt(zone, from);
  for (let day = from + DAY_MS; day <= to + DAY_MS; day += DAY_MS) {
    const offset = offsetAt(zone, day);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(zone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

function observance(zone: string, kind: 'STANDARD' | 'DAYLIGHT', localStart: string, from: number, to: number, at: number): string[] {
  const name = DateTime.fromMillis(at, { zone }).offsetNameShort;
  return [`BEGIN:${kind}`, `DTSTART:${localStart}`, `TZOFFSETFROM:${formatOffset(from)}`, `TZOFFSETTO:${formatOffset(to)}`, ...(name ? [`TZNAME:${name}`] : []), `END:${kind}`];
}

/**
 * The VTIMEZONE component (RFC 5545 §3.6.5) of an IANA zone over [from, to]: one observance per offset
 * change, starting with the one in force at `from`, so clients such as Outlook read TZID times correctly.
 */
export function vtimezone(zone: string, from: Date, to: Date): string {
  const start = from.getTime() - 366 * DAY_MS;
  const changes = transitions(zone, start, to.getTime());
  const initial = offsetAt(zone, start);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const isDaylight = (at: number) => DateTime.fromMillis(at, { zone }).isInDST;
  if (changes.length === 0) lines.push(...observance(zone, 'STANDARD', '19700101T000000', initial, initial, start));
  for (const change of changes) {
    // DTSTART is the wall-clock time the change happens at, read with the offset before it.
    const localStart = DateTime.fromMillis(change.at, { zone: 'UTC' }).plus({ minutes: change.from }).toFormat("yyyyMMdd'T'HHmmss");
    lines.push(...observance(zone, isDaylight(change.at) ? 'DAYLIGHT' : 'STANDARD', localStart, change.from, change.to, change.at));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** The document with the zone's VTIMEZONE placed before its first event (or at its end). */
export function withVtimezone(document: string, block: string): string {
  const at = document.indexOf('BEGIN:VEVENT');
  const index = at >= 0 ? at : document.lastIndexOf('END:VCALENDAR');
  return `${document.slice(0, index)}${block}\r\n${document.slice(index)}`;
}
