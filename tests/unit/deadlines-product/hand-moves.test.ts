import { describe, expect, it } from 'vitest';
import { handSetDate } from '../../../domain/deadline-chains/hand-moves';

const LA = 'America/Los_Angeles';
const base = { state: 'accepted' as const, dueDate: '2027-03-08', timeZone: LA };

describe('deadlines a person moved outside the chain', () => {
  it('is null while the event and the task are where the chain put them', () => {
    // All-day event: local midnight; task: 17:00 in Los Angeles (01:00 UTC the next day).
    expect(handSetDate({ ...base, event: { start: new Date('2027-03-08T08:00:00Z'), timeZone: LA }, taskDue: new Date('2027-03-09T01:00:00Z') })).toBeNull();
  });

  it('reads the day the event was dragged to, in its zone', () => {
    expect(handSetDate({ ...base, event: { start: new Date('2027-03-10T08:00:00Z'), timeZone: LA }, taskDue: new Date('2027-03-09T01:00:00Z') })).toBe('2027-03-10');
  });

  it('reads the day the task was moved to, in the user zone', () => {
    expect(handSetDate({ ...base, event: null, taskDue: new Date('2027-03-05T20:00:00Z') })).toBe('2027-03-05');
  });

  it('ignores proposed and dismissed deadlines', () => {
    expect(handSetDate({ ...base, state: 'proposed', event: { start: new Date('2027-03-10T08:00:00Z'), timeZone: LA }, taskDue: null })).toBeNull();
  });
});
