import { describe, expect, it } from 'vitest';
import { planTimeBlocks, type PlannerInput, type PlannerTask } from '../../../domain/planning/planner';
import { NO_VALID_TASK, TIME_BLOCK_COLOR, TIME_BLOCK_TAGS, BREAK_MINUTES, FOCUS_BLOCK_MINUTES } from '../../../domain/planning/rules';

const LA = 'America/Los_Angeles';
// Monday 7 – Friday 11 December 2026; Los Angeles is UTC−8 (09:00 local = 17:00Z).
const MON = '2026-12-07';
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-08:00`).toISOString();

let seq = 0;
function task(overrides: Partial<PlannerTask> = {}): PlannerTask {
  seq += 1;
  return { id: `t${String(seq).padStart(3, '0')}`, title: `Task ${seq}`, priority: 'Medium', status: 'To Do', completed: false, dueDate: null, estimatedMinutes: 90, ...overrides };
}

function plan(tasks: PlannerTask[], overrides: Partial<PlannerInput> = {}) {
  return planTimeBlocks({ tasks, events: [], timeZone: LA, rangeStart: at(MON, '00:00'), rangeEnd: at('2026-12-12', '00:00'), now: at('2026-12-06', '12:00'), ...overrides });
}
const spans = (result: ReturnType<typeof plan>, taskId?: string) =>
  result.blocks.filter((b) => !taskId || b.taskId === taskId).map((b) => [b.start, b.end]);

describe('time-block rules (seed 000 §9)', () => {
  it('uses the spec constants', () => {
    expect(FOCUS_BLOCK_MINUTES).toBe(90);
    expect(BREAK_MINUTES).toBe(15);
    expect(TIME_BLOCK_COLOR).toBe('#673AB7');
    expect(TIME_BLOCK_TAGS).toEqual(['focus', 'work']);
    expect(NO_VALID_TASK).toBe('a time-block plan needs at least one valid task');
  });
});

describe('planTimeBlocks', () => {
  it('orders urgent, high, medium, low, then the earliest due date, undated last', () => {
    const low = task({ priority: 'Low' });
    const mediumLate = task({ dueDate: at('2026-12-11', '17:00') });
    const mediumUndated = task();
    const mediumEarly = task({ dueDate: at('2026-12-10', '17:00') });
    const urgent = task({ priority: 'Urgent' });
    const high = task({ priority: 'High' });
    const result = plan([low, mediumLate, mediumUndated, mediumEarly, urgent, high]);
    expect([...new Set(result.blocks.map((b) => b.taskId))]).toEqual([urgent.id, high.id, mediumEarly.id, mediumLate.id, mediumUndated.id, low.id]);
  });

  it('leaves out completed, done and blocked tasks, and counts the valid ones', () => {
    const open = task({ status: 'In Progress' });
    const result = plan([task({ completed: true }), task({ status: 'Done' }), task({ status: 'Blocked' }), open]);
    expect(result.blocks.map((b) => b.taskId)).toEqual([open.id]);
    expect(result.atRisk).toEqual([]);
    expect(result.validTasks).toBe(1);
    expect(plan([task({ status: 'Blocked' })]).validTasks).toBe(0);
  });

  it('places blocks of at most 90 minutes with 15-minute breaks, from 09:00', () => {
    const long = task({ estimatedMinutes: 180 });
    expect(spans(plan([long]))).toEqual([
      [at(MON, '09:00'), at(MON, '10:30')],
      [at(MON, '10:45'), at(MON, '12:15')],
    ]);
  });

  it('keeps to the working day 09:00–17:00 and splits a long task over days', () => {
    const long = task({ estimatedMinutes: 600 });
    expect(spans(plan([long]))).toEqual([
      [at(MON, '09:00'), at(MON, '10:30')],
      [at(MON, '10:45'), at(MON, '12:15')],
      [at(MON, '12:30'), at(MON, '14:00')],
      [at(MON, '14:15'), at(MON, '15:45')],
      [at(MON, '16:00'), at(MON, '17:00')],
      [at('2026-12-08', '09:00'), at('2026-12-08', '10:30')],
      [at('2026-12-08', '10:45'), at('2026-12-08', '12:15')],
    ]);
  });

  it('skips weekends', () => {
    const result = plan([task({ estimatedMinutes: 90 })], { rangeStart: at('2026-12-05', '00:00'), now: at('2026-12-05', '08:00') });
    expect(spans(result)).toEqual([[at(MON, '09:00'), at(MON, '10:30')]]);
  });

  it('plans around existing events and ignores all-day ones', () => {
    const events = [
      { start: at(MON, '10:00'), end: at(MON, '11:00') },
      { start: at(MON, '00:00'), end: at('2026-12-08', '00:00'), allDay: true },
    ];
    expect(spans(plan([task({ estimatedMinutes: 180 })], { events }))).toEqual([
      [at(MON, '09:00'), at(MON, '10:00')],
      [at(MON, '11:00'), at(MON, '12:30')],
      [at(MON, '12:45'), at(MON, '13:15')],
    ]);
  });

  it('never starts before now, rounding up to the quarter hour', () => {
    expect(spans(plan([task()], { now: at(MON, '10:07') }))).toEqual([[at(MON, '10:15'), at(MON, '11:45')]]);
  });

  it('never places work after the due date and lists what does not fit as at risk', () => {
    const due = task({ title: 'Draft the petition', estimatedMinutes: 180, dueDate: at(MON, '11:00') });
    const result = plan([due]);
    expect(spans(result)).toEqual([
      [at(MON, '09:00'), at(MON, '10:30')],
      [at(MON, '10:45'), at(MON, '11:00')],
    ]);
    expect(result.atRisk).toEqual([{ taskId: due.id, title: 'Draft the petition', reason: 'Needs 1 h 15 min more before its due date Mon 11 am' }]);
  });

  it('says when a due date has passed and plans nothing for it', () => {
    const overdue = task({ estimatedMinutes: 120, dueDate: at('2026-12-04', '17:00') });
    const result = plan([overdue]);
    expect(result.blocks).toEqual([]);
    expect(result.atRisk[0]!.reason).toBe('Its due date Fri 4 Dec, 5 pm has passed; 2 h of work is not planned');
  });

  it('lists work that the planned days cannot hold, never dropping it', () => {
    const first = task({ estimatedMinutes: 420 });
    const second = task({ estimatedMinutes: 180 });
    const result = plan([first, second], { rangeEnd: at('2026-12-08', '00:00') });
    expect(result.blocks.filter((b) => b.taskId === first.id)).toHaveLength(5);
    expect(result.blocks.filter((b) => b.taskId === second.id)).toHaveLength(0);
    expect(result.atRisk).toEqual([{ taskId: second.id, title: second.title, reason: 'Needs 3 h more than the free working time left in the planned days' }]);
  });

  it('keeps blocks free while there is slack and turns them busy when it runs out', () => {
    const roomy = task({ estimatedMinutes: 360, dueDate: at(MON, '17:00') });
    expect(plan([roomy]).blocks.map((b) => b.busy)).toEqual([false, false, false, true]);
    const tight = task({ estimatedMinutes: 180, dueDate: at(MON, '12:15') });
    expect(plan([tight]).blocks.map((b) => b.busy)).toEqual([true, true]);
    const undated = task({ estimatedMinutes: 180 });
    expect(plan([undated]).blocks.map((b) => b.busy)).toEqual([false, false]);
  });

  it('plans a task without an estimate as one 90-minute block and rounds estimates to quarter hours', () => {
    expect(spans(plan([task({ estimatedMinutes: null })]))).toEqual([[at(MON, '09:00'), at(MON, '10:30')]]);
    expect(spans(plan([task({ estimatedMinutes: 100 })]))).toEqual([
      [at(MON, '09:00'), at(MON, '10:30')],
      [at(MON, '10:45'), at(MON, '11:00')],
    ]);
  });

  it('is deterministic whatever the order of its input', () => {
    const tasks = Array.from({ length: 30 }, (_, i) => task({ priority: (['Low', 'Medium', 'High', 'Urgent'] as const)[i % 4], estimatedMinutes: 30 + (i % 5) * 45, dueDate: i % 3 ? at('2026-12-10', '12:00') : null }));
    const events = [{ start: at('2026-12-08', '13:00'), end: at('2026-12-08', '15:00') }];
    const forward = plan(tasks, { events });
    expect(plan([...tasks].reverse(), { events })).toEqual(forward);
  });

  it('follows the wall clock across a DST change in America/Los_Angeles', () => {
    // Clocks go forward on Sunday 14 March 2027: Friday is UTC−8, Monday UTC−7.
    const result = planTimeBlocks({
      tasks: [task({ estimatedMinutes: 480 + 90 })],
      events: [],
      timeZone: LA,
      rangeStart: '2027-03-12T08:00:00.000Z',
      rangeEnd: '2027-03-16T07:00:00.000Z',
      now: '2027-03-11T12:00:00.000Z',
    });
    expect(result.blocks[0]!.start).toBe('2027-03-12T17:00:00.000Z'); // Fri 09:00 PST
    const monday = result.blocks.filter((b) => b.start.startsWith('2027-03-15'));
    expect(monday[0]!.start).toBe('2027-03-15T16:00:00.000Z'); // Mon 09:00 PDT
    expect(result.blocks.every((b) => b.end <= '2027-03-16T00:00:00.000Z')).toBe(true); // Mon 17:00 PDT
  });
});
