import { describe, expect, it } from 'vitest';
import type { CalendarSource } from '../../../../web/src/api/calendar';
import type { CalendarOverlays } from '../../../../web/src/api/settings';
import { FADED_CLASS, NEUTRAL_COLOR, isShown, toEventInputs, toInstant } from '../../../../web/src/screens/calendar/views/eventInput';
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
  it('colours by the event, else its calendar, else grey; fades completed events when asked', () => {
    const [own, block, unknown, done] = toEventInputs(
      [sampleEvent({ id: 'a', color: '#ff0000' }), sampleEvent({ id: 'b', sourceId: 'timeblock' }), sampleEvent({ id: 'c', sourceId: 'gone' }), sampleEvent({ id: 'd', completed: true })],
      sources,
      ALL_ON,
      LA,
    );
    expect(own!.backgroundColor).toBe('#ff0000');
    expect(block!.backgroundColor).toBe('#673AB7');
    expect(unknown!.backgroundColor).toBe(NEUTRAL_COLOR);
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
