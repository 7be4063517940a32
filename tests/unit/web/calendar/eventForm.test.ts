import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { sampleEvent as event } from './sampleEvent';
import { newEventValues, repeatOf, toEventInput, toRecurrence, valuesOf } from '../../../../web/src/screens/calendar/editor/eventForm';

const LA = 'America/Los_Angeles';

describe('repeat ↔ RRULE', () => {
  it('turns the repeat choice into a rule and back', () => {
    expect(toRecurrence('none')).toBeNull();
    expect(toRecurrence('daily')).toBe('FREQ=DAILY');
    expect(toRecurrence('weekly')).toBe('FREQ=WEEKLY');
    expect(toRecurrence('monthly')).toBe('FREQ=MONTHLY');
    for (const repeat of ['daily', 'weekly', 'monthly'] as const) expect(repeatOf(toRecurrence(repeat))).toBe(repeat);
    expect(repeatOf(null)).toBe('none');
    expect(repeatOf('RRULE:FREQ=WEEKLY')).toBe('weekly');
  });

  it('keeps a rule the form cannot show', () => {
    expect(repeatOf('FREQ=WEEKLY;BYDAY=MO,WE')).toBe('custom');
    expect(repeatOf('FREQ=YEARLY')).toBe('custom');
    expect(toRecurrence('custom', 'FREQ=WEEKLY;BYDAY=MO,WE')).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
  });
});

describe('the event form', () => {
  it('reads times as wall-clock times in the user’s zone', () => {
    const values = { ...newEventValues(DateTime.fromISO('2026-12-09T09:00', { zone: LA }), DateTime.fromISO('2026-12-09T10:30', { zone: LA }), false), title: ' Deposition ' };
    expect(values.start).toBe('2026-12-09T09:00');
    expect(values.end).toBe('2026-12-09T10:30');
    const input = toEventInput(values, LA);
    expect(input).toMatchObject({ title: 'Deposition', start: '2026-12-09T17:00:00.000Z', end: '2026-12-09T18:30:00.000Z', allDay: false, sourceId: 'primary', recurrence: null });
    expect(toEventInput(values, 'Europe/Paris').start).toBe('2026-12-09T08:00:00.000Z');
  });

  it('makes an all-day event run from the start of its first day to the start of the day after its last', () => {
    const values = { ...newEventValues(DateTime.fromISO('2026-12-09', { zone: LA }), DateTime.fromISO('2026-12-11', { zone: LA }), true), title: 'Trial' };
    expect(values.start).toBe('2026-12-09');
    expect(values.end).toBe('2026-12-10');
    const input = toEventInput(values, LA);
    expect(input.start).toBe('2026-12-09T08:00:00.000Z');
    expect(input.end).toBe('2026-12-11T08:00:00.000Z');
    expect(input.allDay).toBe(true);
  });

  it('shows an existing event in the user’s zone and sends empty legal fields as null', () => {
    const values = valuesOf(event({ caseNumber: 'ADJ123', judge: '', recurrence: 'FREQ=WEEKLY', tags: ['work'] }), LA);
    expect(values).toMatchObject({ start: '2026-12-09T09:00', end: '2026-12-09T10:00', caseNumber: 'ADJ123', judge: '', repeat: 'weekly', tags: ['work'] });
    const input = toEventInput(values, LA, 'FREQ=WEEKLY');
    expect(input).toMatchObject({ caseNumber: 'ADJ123', judge: null, location: null, recurrence: 'FREQ=WEEKLY' });
  });

  it('round-trips an all-day event', () => {
    const values = valuesOf(event({ allDay: true, start: '2026-12-09T08:00:00.000Z', end: '2026-12-10T08:00:00.000Z' }), LA);
    expect(values).toMatchObject({ allDay: true, start: '2026-12-09', end: '2026-12-09' });
    expect(toEventInput(values, LA)).toMatchObject({ start: '2026-12-09T08:00:00.000Z', end: '2026-12-10T08:00:00.000Z' });
  });
});
