import { describe, expect, it } from 'vitest';
import { dayText, offsetText, spanText } from '../../../web/src/screens/deadlines/dateText';

describe('deadline dates in plain words', () => {
  it('writes a calendar day without shifting it through a zone', () => {
    expect(dayText('2027-03-15')).toBe('Mon, Mar 15, 2027');
    expect(dayText('not a date')).toBe('not a date');
  });

  it('writes the offset and direction', () => {
    expect(offsetText({ amount: 0, unit: 'days', direction: 'before' })).toBe('on the day of');
    expect(offsetText({ amount: 1, unit: 'days', direction: 'after' })).toBe('1 day after');
    expect(offsetText({ amount: 7, unit: 'days', direction: 'before' })).toBe('7 days before');
    expect(offsetText({ amount: 18, unit: 'months', direction: 'after' })).toBe('18 months after');
  });

  it('writes a focus block in the user zone, or says there is no room', () => {
    expect(spanText({ start: '2027-03-15T17:00:00.000Z', end: '2027-03-15T18:30:00.000Z' }, 'America/Los_Angeles')).toBe('Mon, Mar 15, 10:00 – 11:30 AM');
    expect(spanText({ start: '2027-03-15T18:00:00.000Z', end: '2027-03-15T19:30:00.000Z' }, 'America/Los_Angeles')).toBe('Mon, Mar 15, 11:00 AM – 12:30 PM');
    expect(spanText(null, 'America/Los_Angeles')).toBe('no room before the new date');
  });
});
