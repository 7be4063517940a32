import { describe, expect, it } from 'vitest';
import { focusBlockMoves } from '../../../domain/deadline-chains/focus-preview';
import { planTimeBlocks, type PlannerInput, type PlannerTask } from '../../../domain/planning/planner';

const LA = 'America/Los_Angeles';
// Monday 2027-03-01 .. Saturday 2027-03-06, working hours 09:00–17:00 in Los Angeles (UTC-8).
const base = (tasks: PlannerTask[], events: PlannerInput['events'] = []): PlannerInput => ({
  tasks,
  events,
  timeZone: LA,
  rangeStart: '2027-03-01T08:00:00.000Z',
  rangeEnd: '2027-03-06T08:00:00.000Z',
  now: '2027-02-27T00:00:00.000Z',
});
const task = (id: string, due: string, minutes: number, priority: PlannerTask['priority'] = 'High'): PlannerTask => ({ id, title: id, priority, status: 'To Do', completed: false, dueDate: due, estimatedMinutes: minutes });

describe('focus blocks a reschedule would move', () => {
  it('shows nothing when no task moves', () => {
    const planner = base([task('prep', '2027-03-03T01:00:00.000Z', 120)]);
    expect(focusBlockMoves({ acceptedBlocks: planTimeBlocks(planner).blocks, planner, movedDues: new Map() })).toEqual([]);
  });

  it('moves the blocks of a task whose due date moves earlier, old and new side by side', () => {
    // Monday is full, so 'prep' (due Wednesday 17:00) is planned on Tuesday; due Monday 17:00 it cannot fit.
    const busy = [{ start: '2027-03-01T17:00:00.000Z', end: '2027-03-02T01:00:00.000Z' }];
    const planner = base([task('prep', '2027-03-04T01:00:00.000Z', 90)], busy);
    const accepted = planTimeBlocks(planner).blocks;
    expect(accepted.map((b) => b.start)).toEqual(['2027-03-02T17:00:00.000Z']);
    const moves = focusBlockMoves({ acceptedBlocks: accepted, planner, movedDues: new Map([['prep', '2027-03-02T01:00:00.000Z']]) });
    expect(moves).toEqual([{ taskId: 'prep', title: 'prep', from: { start: '2027-03-02T17:00:00.000Z', end: '2027-03-02T18:30:00.000Z' }, to: null }]);
  });

  it('leaves out tasks whose blocks would stay where the planner puts them anyway', () => {
    const planner = base([task('prep', '2027-03-05T01:00:00.000Z', 60), task('other', '2027-03-05T01:00:00.000Z', 60, 'Low')]);
    const accepted = planTimeBlocks(planner).blocks;
    // Due a day later: the planner still puts it first thing Monday.
    expect(focusBlockMoves({ acceptedBlocks: accepted, planner, movedDues: new Map([['prep', '2027-03-06T01:00:00.000Z']]) })).toEqual([]);
  });
});
