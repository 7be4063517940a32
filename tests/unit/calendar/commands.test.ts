import { describe, expect, it } from 'vitest';
import { COMMAND_SUGGESTIONS, matchCalendarCommand, spokenTime, UNKNOWN_COMMAND_REPLY } from '../../../domain/calendar/commands';

// Tuesday 4 March 2031, 10:00 in Los Angeles (PST).
const context = { now: new Date('2031-03-04T18:00:00Z'), timeZone: 'America/Los_Angeles' };
const match = (text: string) => matchCalendarCommand(text, context);

describe('the calendar agent\'s canned commands (seed 000 §8)', () => {
  it('schedules a meeting with someone, "at 3" meaning the afternoon', () => {
    expect(match('Schedule a meeting with Dr. Lee tomorrow at 3')).toEqual({ kind: 'schedule', title: 'Meeting with Dr. Lee', start: '2031-03-05T23:00:00.000Z' });
    expect(match('schedule a call with Maria Alvarez on Friday at 2:30pm')).toEqual({ kind: 'schedule', title: 'Call with Maria Alvarez', start: '2031-03-07T22:30:00.000Z' });
    expect(match('Book an appointment with the QME next Monday')).toEqual({ kind: 'schedule', title: 'Appointment with the QME', start: '2031-03-10T16:00:00.000Z' });
  });

  it('moves "my 2pm" to a time, a day, or a day and time', () => {
    expect(match('Move my 2pm to 4pm')).toEqual({ kind: 'move', from: '2031-03-04T22:00:00.000Z', to: { start: '2031-03-05T00:00:00.000Z' } });
    expect(match('move my 2pm to Friday')).toEqual({ kind: 'move', from: '2031-03-04T22:00:00.000Z', to: { day: '2031-03-07' } });
    expect(match('move my 9am tomorrow to 11am')).toEqual({ kind: 'move', from: '2031-03-05T17:00:00.000Z', to: { start: '2031-03-05T19:00:00.000Z' } });
  });

  it('answers "what\'s on" and "what do I have" for a day, today by default', () => {
    expect(match("What's on Friday?")).toEqual({ kind: 'agenda', dayStart: '2031-03-07T08:00:00.000Z', dayEnd: '2031-03-08T08:00:00.000Z' });
    expect(match('what do I have tomorrow')).toEqual({ kind: 'agenda', dayStart: '2031-03-05T08:00:00.000Z', dayEnd: '2031-03-06T08:00:00.000Z' });
    expect(match("what's on")).toEqual({ kind: 'agenda', dayStart: '2031-03-04T08:00:00.000Z', dayEnd: '2031-03-05T08:00:00.000Z' });
  });

  it('cancels "my 10am", on a named day too', () => {
    expect(match('cancel my 10am')).toEqual({ kind: 'cancel', at: '2031-03-04T18:00:00.000Z' });
    expect(match('Cancel my 3pm on Thursday')).toEqual({ kind: 'cancel', at: '2031-03-06T23:00:00.000Z' });
  });

  it.each(['make me a sandwich', 'schedule something', 'move my stuff to the left', 'cancel my subscription', ''])('does not match %j', (text) => {
    expect(match(text)).toEqual({ kind: 'unknown' });
  });

  it('has the spec\'s reply and example suggestions', () => {
    expect(UNKNOWN_COMMAND_REPLY).toBe("I didn't quite understand that. Could you try rephrasing?");
    expect(COMMAND_SUGGESTIONS.length).toBeGreaterThanOrEqual(4);
    for (const suggestion of COMMAND_SUGGESTIONS) expect(match(suggestion).kind).not.toBe('unknown');
  });

  it('speaks times in the user\'s zone', () => {
    expect(spokenTime('2031-03-05T23:00:00.000Z', 'America/Los_Angeles')).toBe('Wednesday, March 5 at 3:00 PM');
  });
});
