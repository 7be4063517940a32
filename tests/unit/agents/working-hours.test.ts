import { describe, expect, it } from 'vitest';
import { isWithinWorkingHours, localMinutes, minutesOfDay, outsideWorkingHoursReason } from '../../../domain/agents/working-hours';

const LA = 'America/Los_Angeles';
const at = (iso: string) => new Date(iso);

describe('working hours', () => {
  const office = { start: '09:00', end: '17:00' };

  it('reads HH:MM', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('9:00')).toBeNull();
  });

  it('includes the start and excludes the end, in the user’s time zone', () => {
    // 2026-11-23 is in PST (UTC−8): 09:00 local = 17:00 UTC.
    expect(isWithinWorkingHours(at('2026-11-23T16:59:00Z'), office, LA)).toBe(false);
    expect(isWithinWorkingHours(at('2026-11-23T17:00:00Z'), office, LA)).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-24T00:59:00Z'), office, LA)).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-24T01:00:00Z'), office, LA)).toBe(false);
    // The same instant is 17:00 in London, outside there.
    expect(isWithinWorkingHours(at('2026-11-23T17:00:00Z'), office, 'Europe/London')).toBe(false);
  });

  it('spans midnight when the end comes before the start', () => {
    const night = { start: '22:00', end: '06:00' };
    expect(isWithinWorkingHours(at('2026-11-23T22:00:00Z'), night, 'UTC')).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-23T23:59:00Z'), night, 'UTC')).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-24T00:00:00Z'), night, 'UTC')).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-24T05:59:00Z'), night, 'UTC')).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-24T06:00:00Z'), night, 'UTC')).toBe(false);
    expect(isWithinWorkingHours(at('2026-11-23T21:59:00Z'), night, 'UTC')).toBe(false);
    expect(isWithinWorkingHours(at('2026-11-23T12:00:00Z'), night, 'UTC')).toBe(false);
  });

  it('follows the clock on the day daylight saving time begins', () => {
    // 2026-03-08: Los Angeles moves from UTC−8 to UTC−7 at 02:00 local (10:00 UTC).
    expect(localMinutes(at('2026-03-08T09:59:00Z'), LA)).toBe(1 * 60 + 59);
    expect(localMinutes(at('2026-03-08T10:00:00Z'), LA)).toBe(3 * 60);
    // 16:00 UTC is 09:00 PDT that day (it would be 08:00 in PST).
    expect(isWithinWorkingHours(at('2026-03-08T16:00:00Z'), office, LA)).toBe(true);
    expect(isWithinWorkingHours(at('2026-03-08T15:59:00Z'), office, LA)).toBe(false);
    expect(isWithinWorkingHours(at('2026-03-07T16:00:00Z'), office, LA)).toBe(false);
    // 17:00 PDT = 00:00 UTC the next day.
    expect(isWithinWorkingHours(at('2026-03-08T23:59:00Z'), office, LA)).toBe(true);
    expect(isWithinWorkingHours(at('2026-03-09T00:00:00Z'), office, LA)).toBe(false);
  });

  it('means any time without hours, or with start equal to end', () => {
    expect(isWithinWorkingHours(at('2026-11-23T03:00:00Z'), null, LA)).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-23T03:00:00Z'), { start: '08:00', end: '08:00' }, LA)).toBe(true);
  });

  it('says why an action waits', () => {
    expect(outsideWorkingHoursReason(office)).toBe("Outside the agent's working hours (09:00–17:00), so it waits for you.");
  });
});
