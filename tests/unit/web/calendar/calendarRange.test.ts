import { describe, expect, it } from 'vitest';
import { parseDay, rangeTitle, step, visibleRange } from '../../../../web/src/screens/calendar/state/calendarRange';

const LA = 'America/Los_Angeles';
const day = (iso: string, zone = LA) => parseDay(iso, zone)!;

describe('the calendar’s visible range', () => {
  it('is a Sunday-to-Saturday week in the user’s zone', () => {
    const range = visibleRange('week', day('2026-12-09'));
    expect(range.start.toISO()).toBe('2026-12-06T00:00:00.000-08:00');
    expect(range.end.toISO()).toBe('2026-12-13T00:00:00.000-08:00');
    expect(rangeTitle('week', range, day('2026-12-09'))).toBe('December 6 – 12, 2026');
  });

  it('covers the whole weeks of a month, and follows the zone chosen', () => {
    const range = visibleRange('month', day('2026-12-09', 'Europe/Paris'));
    expect(range.start.toISO()).toBe('2026-11-29T00:00:00.000+01:00');
    expect(range.end.toISODate()).toBe('2027-01-03');
    expect(rangeTitle('month', range, day('2026-12-09'))).toBe('December 2026');
  });

  it('steps by the view’s unit and rejects what is not a date', () => {
    expect(step('day', day('2026-12-09'), 1).toISODate()).toBe('2026-12-10');
    expect(step('week', day('2026-12-09'), -1).toISODate()).toBe('2026-12-02');
    expect(step('month', day('2026-12-31'), 1).toISODate()).toBe('2027-01-01');
    expect(parseDay('not a day', LA)).toBeNull();
    expect(parseDay(null, LA)).toBeNull();
    expect(rangeTitle('day', visibleRange('day', day('2026-12-10')), day('2026-12-10'))).toBe('Thursday, December 10, 2026');
  });
});
