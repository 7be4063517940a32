import { describe, expect, it } from 'vitest';
import { diffPlans } from '../../../domain/planning/diff';
import { estimateByRules } from '../../../domain/planning/estimate';
import { formatDue, formatMinutes } from '../../../domain/planning/format';
import type { PlannedBlock } from '../../../domain/planning/plan';
import { planRange } from '../../../domain/planning/range';
import { FreeTime, mergeIntervals, subtractIntervals } from '../../../domain/planning/working-time';

const block = (taskId: string, start: string, end: string): PlannedBlock => ({ taskId, title: `Task ${taskId}`, start, end, busy: false });

describe('diffPlans', () => {
  it('lists moved, added and removed blocks in time order and ignores unchanged ones', () => {
    const previous = [block('a', '2026-12-07T17:00:00.000Z', '2026-12-07T18:30:00.000Z'), block('b', '2026-12-07T18:45:00.000Z', '2026-12-07T20:15:00.000Z'), block('c', '2026-12-08T17:00:00.000Z', '2026-12-08T18:00:00.000Z')];
    const next = [block('a', '2026-12-07T17:00:00.000Z', '2026-12-07T18:30:00.000Z'), block('b', '2026-12-07T21:00:00.000Z', '2026-12-07T22:30:00.000Z'), block('d', '2026-12-08T19:00:00.000Z', '2026-12-08T20:00:00.000Z')];
    expect(diffPlans(previous, next)).toEqual([
      { taskId: 'b', title: 'Task b', from: { start: '2026-12-07T18:45:00.000Z', end: '2026-12-07T20:15:00.000Z' }, to: { start: '2026-12-07T21:00:00.000Z', end: '2026-12-07T22:30:00.000Z' } },
      { taskId: 'c', title: 'Task c', from: { start: '2026-12-08T17:00:00.000Z', end: '2026-12-08T18:00:00.000Z' }, to: null },
      { taskId: 'd', title: 'Task d', from: null, to: { start: '2026-12-08T19:00:00.000Z', end: '2026-12-08T20:00:00.000Z' } },
    ]);
  });

  it('does not count blocks that were already over as changes', () => {
    const previous = [block('a', '2026-12-07T17:00:00.000Z', '2026-12-07T18:30:00.000Z')];
    expect(diffPlans(previous, [], '2026-12-07T19:00:00.000Z')).toEqual([]);
  });
});

describe('planRange', () => {
  it('counts working days and skips the weekend, in the user zone', () => {
    expect(planRange('2026-12-11', 3, 'America/Los_Angeles', 0)).toEqual({ rangeStart: '2026-12-11T08:00:00.000Z', rangeEnd: '2026-12-16T08:00:00.000Z' });
    expect(planRange('2026-02-30', 3, 'America/Los_Angeles', 0)).toBeNull();
    expect(planRange(undefined, 1, 'UTC', Date.parse('2026-12-07T15:00:00Z'))).toEqual({ rangeStart: '2026-12-07T00:00:00.000Z', rangeEnd: '2026-12-08T00:00:00.000Z' });
  });
});

describe('free working time', () => {
  it('merges busy intervals and subtracts them in one sweep', () => {
    const busy = mergeIntervals([{ start: 5, end: 7 }, { start: 1, end: 3 }, { start: 2, end: 4 }, { start: 9, end: 9 }]);
    expect(busy).toEqual([{ start: 1, end: 4 }, { start: 5, end: 7 }]);
    expect(subtractIntervals([{ start: 0, end: 6 }, { start: 6.5, end: 10 }], busy)).toEqual([{ start: 0, end: 1 }, { start: 4, end: 5 }, { start: 7, end: 10 }]);
    const free = new FreeTime([{ start: 0, end: 1 }, { start: 4, end: 5 }, { start: 7, end: 10 }]);
    expect(free.freeBetween(0, 10)).toBe(5);
    expect(free.freeBetween(0.5, 8)).toBe(2.5);
    expect(free.freeBetween(2, 3)).toBe(0);
  });
});

describe('words', () => {
  it('formats durations and due dates plainly', () => {
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatDue(Date.parse('2026-12-11T17:00:00-08:00'), Date.parse('2026-12-07T09:00:00-08:00'), 'America/Los_Angeles')).toBe('Fri 5 pm');
    expect(formatDue(Date.parse('2026-12-21T09:30:00-08:00'), Date.parse('2026-12-07T09:00:00-08:00'), 'America/Los_Angeles')).toBe('Mon 21 Dec, 9:30 am');
  });
});

describe('estimateByRules (template durations)', () => {
  it('uses the Meeting, Research and Review templates by template, tag or word', () => {
    expect(estimateByRules({ title: 'Anything', tags: [], templateId: 'review' }).minutes).toBe(45);
    expect(estimateByRules({ title: 'Anything', tags: ['research'] }).minutes).toBe(120);
    expect(estimateByRules({ title: 'Meeting with Dr. Lee', tags: [] }).minutes).toBe(60);
    expect(estimateByRules({ title: 'Review the lien', tags: [] }).minutes).toBe(45);
    expect(estimateByRules({ title: 'File the petition', tags: [], estimatedDuration: 30 }).minutes).toBe(30);
    expect(estimateByRules({ title: 'File the petition', tags: [] })).toEqual({ minutes: 90, basis: 'Rules: no template, tag or word to go by, so one focus block (90 min).' });
  });
});
