import { describe, expect, it } from 'vitest';
import { planTimeBlocks, type PlannerInput } from '../../../domain/planning/planner';

describe('the planner uses the preferred task duration as its focus block', () => {
  const input: PlannerInput = {
    tasks: [{ id: 't1', title: 'Brief', priority: 'High' as const, status: 'To Do' as const, completed: false, dueDate: null, estimatedMinutes: 120 }],
    events: [],
    timeZone: 'UTC',
    rangeStart: '2026-03-02T00:00:00Z',
    rangeEnd: '2026-03-03T00:00:00Z',
    now: '2026-03-01T00:00:00Z',
  };
  const lengths = (blocks: Array<{ start: string; end: string }>) => blocks.map((block) => (Date.parse(block.end) - Date.parse(block.start)) / 60_000);

  it('90-minute blocks by default, 60 with a preferred duration of 60', () => {
    expect(lengths(planTimeBlocks(input).blocks)).toEqual([90, 30]);
    expect(lengths(planTimeBlocks({ ...input, focusBlockMinutes: 60 }).blocks)).toEqual([60, 60]);
  });
});
