import { describe, expect, it } from 'vitest';
import { endAfterStart, resolveEventTimes } from '../../../domain/calendar/event-times';

describe('the end rule (seed 000 §5)', () => {
  const start = new Date('2031-05-06T17:00:00Z');
  it('keeps an end after the start', () => {
    expect(endAfterStart(start, new Date('2031-05-06T17:30:00Z')).toISOString()).toBe('2031-05-06T17:30:00.000Z');
  });
  it.each([
    ['missing', null],
    ['equal to the start', new Date('2031-05-06T17:00:00Z')],
    ['before the start', new Date('2031-05-06T16:00:00Z')],
  ])('gives one hour when the end is %s', (_label, end) => {
    expect(endAfterStart(start, end).toISOString()).toBe('2031-05-06T18:00:00.000Z');
  });
});

describe('resolveEventTimes', () => {
  const zone = 'America/Los_Angeles';
  it('reads instants with their offset', () => {
    expect(resolveEventTimes({ start: '2031-05-06T10:00:00-07:00' }, zone)).toEqual({ start: new Date('2031-05-06T17:00:00Z'), end: new Date('2031-05-06T18:00:00Z'), allDay: false });
  });
  it('makes dates all-day at local midnight, the end exclusive and at least one day later', () => {
    expect(resolveEventTimes({ start: '2031-06-02' }, zone)).toEqual({ start: new Date('2031-06-02T07:00:00Z'), end: new Date('2031-06-03T07:00:00Z'), allDay: true });
    expect(resolveEventTimes({ start: '2031-06-02', end: '2031-06-02' }, zone)?.end).toEqual(new Date('2031-06-03T07:00:00Z'));
    expect(resolveEventTimes({ start: '2031-06-02', end: '2031-06-05' }, 'Europe/Berlin')).toEqual({ start: new Date('2031-06-01T22:00:00Z'), end: new Date('2031-06-04T22:00:00Z'), allDay: true });
  });
  it('turns an instant into its local day when all-day is asked for', () => {
    expect(resolveEventTimes({ start: '2031-06-03T05:00:00Z', allDay: true }, zone)?.start).toEqual(new Date('2031-06-02T07:00:00Z'));
  });
  it('returns null for an unreadable start or end, or one outside the years 1900–2200', () => {
    expect(resolveEventTimes({ start: 'soon' }, zone)).toBeNull();
    expect(resolveEventTimes({ start: '1899-12-31T12:00:00Z' }, zone)).toBeNull();
    expect(resolveEventTimes({ start: '2031-01-01T12:00:00Z', end: '2201-01-01T12:00:00Z' }, zone)).toBeNull();
    expect(resolveEventTimes({ start: '0001-01-01' }, zone)).toBeNull();
  });
});
