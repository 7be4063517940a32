import { describe, expect, it } from 'vitest';
import type { CalendarSource } from '../../../../web/src/api/calendar';
import type { CalendarOverlays } from '../../../../web/src/api/settings';
import { FADED_CLASS, NEUTRAL_COLOR, isShown, limitPerDay, toEventInputs, toInstant } from '../../../../web/src/screens/calendar/views/eventInput';
import { readableEventBackground } from '../../../../web/src/screens/calendar/views/readableColor';
import { sampleEvent } from './sampleEvent';

const LA = 'America/Los_Angeles';
const ALL_ON: CalendarOverlays = { showCompleted: true, showTasks: true, showAutomations: true, showTimeBlocks: true, fadeCompleted: true };

const source = (id: string, fields: Partial<CalendarSource> = {}): CalendarSource => ({
  id,
  name: id,
  color: '#1677ff',
  visible: true,
  type: id === 'primary' || id === 'tasks' || id === 'automation' || id === 'timeblock' ? id : 'custom',
  description: '',
  builtIn: id !== 'custom',
  ...fields,
});
const sources = new Map([source('primary'), source('tasks'), source('automation'), source('timeblock', { color: '#673AB7' }), source('hidden', { visible: false })].map((each) => [each.id, each]));

describe('which events the calendar draws', () => {
  it('hides the events of a hidden calendar, and shows those of an unknown one', () => {
    expect(isShown(sampleEvent({ sourceId: 'hidden' }), sources, ALL_ON)).toBe(false);
    expect(isShown(sampleEvent({ sourceId: 'primary' }), sources, ALL_ON)).toBe(true);
    expect(isShown(sampleEvent({ sourceId: 'gone' }), sources, ALL_ON)).toBe(true);
  });

  it('applies each overlay', () => {
    const completed = sampleEvent({ completed: true });
    expect(isShown(completed, sources, { ...ALL_ON, showCompleted: false })).toBe(false);
    expect(isShown(sampleEvent({ sourceId: 'tasks' }), sources, { ...ALL_ON, showTasks: false })).toBe(false);
    expect(isShown(sampleEvent({ taskId: 't1' }), sources, { ...ALL_ON, showTasks: false })).toBe(false);
    expect(isShown(sampleEvent({ sourceId: 'automation' }), sources, { ...ALL_ON, showAutomations: false })).toBe(false);
    expect(isShown(sampleEvent({ automationId: 'a1' }), sources, { ...ALL_ON, showAutomations: false })).toBe(false);
    expect(isShown(sampleEvent({ sourceId: 'timeblock' }), sources, { ...ALL_ON, showTimeBlocks: false })).toBe(false);
    expect(isShown(sampleEvent({ timeBlockId: 'b1' }), sources, { ...ALL_ON, showTimeBlocks: false })).toBe(false);
    expect(isShown(sampleEvent({}), sources, { ...ALL_ON, showCompleted: false, showTasks: false, showAutomations: false, showTimeBlocks: false })).toBe(true);
  });
});

describe('FullCalendar input', () => {
  it('colours by the event, else its calendar, else grey (dark enough for a white title); fades completed events when asked', () => {
    const [own, block, unknown, done] = toEventInputs(
      [sampleEvent({ id: 'a', color: '#ff0000' }), sampleEvent({ id: 'b', sourceId: 'timeblock' }), sampleEvent({ id: 'c', sourceId: 'gone' }), sampleEvent({ id: 'd', completed: true })],
      sources,
      ALL_ON,
      LA,
    );
    // Pure red is darkened a little so its white title reads at 4.5:1; the others already do.
    expect(own!.backgroundColor).toBe(readableEventBackground('#ff0000'));
    expect(own!.backgroundColor).not.toBe('#ff0000');
    expect(own!.textColor).toBe('#ffffff');
    expect(block!.backgroundColor).toBe('#673AB7');
    expect(unknown!.backgroundColor).toBe(readableEventBackground(NEUTRAL_COLOR));
    expect(done!.classNames).toEqual([FADED_CLASS]);
    expect(toEventInputs([sampleEvent({ completed: true })], sources, { ...ALL_ON, fadeCompleted: false }, LA)[0]!.classNames).toEqual([]);
  });

  it('gives all-day events their days in the user’s zone and keeps occurrences of a series from being dragged', () => {
    const [allDay, occurrence] = toEventInputs(
      [
        sampleEvent({ id: 'a', allDay: true, start: '2026-12-09T08:00:00.000Z', end: '2026-12-11T08:00:00.000Z' }),
        sampleEvent({ id: 's1:2026-12-09T17:00:00.000Z', seriesId: 's1', recurrence: 'FREQ=WEEKLY' }),
      ],
      sources,
      ALL_ON,
      LA,
    );
    expect(allDay).toMatchObject({ start: '2026-12-09', end: '2026-12-11', allDay: true, editable: true });
    expect(occurrence!.editable).toBe(false);
  });

  it('reads dropped dates in the user’s zone', () => {
    expect(toInstant('2026-12-10T09:00:00-08:00', LA)).toBe('2026-12-10T17:00:00.000Z');
    expect(toInstant('2026-12-10', LA)).toBe('2026-12-10T08:00:00.000Z');
  });
});

describe('a busy month day', () => {
  // Three days in Los Angeles: December 9, 10 and 11, 2026.
  const dayStarts = ['2026-12-09T08:00:00.000Z', '2026-12-10T08:00:00.000Z', '2026-12-11T08:00:00.000Z'].map(Date.parse);
  const at = (id: string, start: string, allDay = false) => sampleEvent({ id, start, end: new Date(Date.parse(start) + 3_600_000).toISOString(), allDay });

  it('keeps its first events (all-day ones first) and one "+N more" entry that opens the day', () => {
    const busy = [at('a', '2026-12-09T17:00:00.000Z'), at('b', '2026-12-09T18:00:00.000Z'), at('c', '2026-12-09T19:00:00.000Z'), at('d', '2026-12-09T20:00:00.000Z'), at('all', '2026-12-09T08:00:00.000Z', true)];
    const quiet = [at('e', '2026-12-10T17:00:00.000Z'), at('f', '2026-12-10T18:00:00.000Z'), at('g', '2026-12-10T19:00:00.000Z')];
    const { kept, more } = limitPerDay([...busy, ...quiet], { dayStarts, max: 3 });
    expect(kept.map((event) => event.id)).toEqual(['all', 'a', 'e', 'f', 'g']);
    expect([...more]).toEqual([[0, 3]]);

    const inputs = toEventInputs([...busy, ...quiet], sources, ALL_ON, LA, { dayStarts, max: 3 });
    const entry = inputs.find((input) => input.id === 'more:2026-12-09');
    expect(entry).toMatchObject({ title: '+3 more', start: '2026-12-09', allDay: true, editable: false, extendedProps: { moreDate: '2026-12-09', order: 1 } });
    expect(inputs).toHaveLength(6);
  });

  it('counts only the events drawn (a hidden calendar’s do not make a day busy)', () => {
    const events = ['17', '18', '19', '20'].map((hour, index) => sampleEvent({ id: `h${index}`, sourceId: 'hidden', start: `2026-12-11T${hour}:00:00.000Z` }));
    expect(toEventInputs([...events, at('x', '2026-12-11T21:00:00.000Z')], sources, ALL_ON, LA, { dayStarts, max: 3 }).map((input) => input.id)).toEqual(['x']);
  });
});
