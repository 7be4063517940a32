/**
 * The focus-time planner (seed 000 §9, seed 001 §9), pure and deterministic: open tasks in the agent
 * priority order are placed as focus blocks of at most 90 minutes, with 15-minute breaks between blocks,
 * in the free working time (weekdays 09:00–17:00 in the user's zone) around existing events, never
 * ending after a task's due date. Long tasks are split over several blocks.
 *
 * One sweep: tasks are sorted once, and a single cursor moves forward through the free intervals, so a
 * plan costs O(n log n) in tasks plus O(m log m) in events.
 *
 * - A task's work is its estimated duration, or one focus block (90 min) when it has none, rounded up
 *   to quarter hours; blocks are whole quarter hours and at least 15 minutes long.
 * - A block is `busy: false` while the task keeps slack: the free working time after the block, up to
 *   the due date, would still hold this block and the task's remaining work, so the block could move
 *   later. Otherwise it is `busy: true` (it must stay). Tasks without a due date (or due after the range)
 *   always keep slack.
 * - Work that cannot be placed before the due date or within the range is reported in `atRisk` with a
 *   plain reason; no task is silently dropped.
 */
import type { TaskPriority, TaskStatus } from '../tasks/task';
import { formatDue, formatMinutes } from './format';
import type { AtRiskTask, PlannedBlock } from './plan';
import { BREAK_MINUTES, compareForPlanning, DEFAULT_TASK_MINUTES, FOCUS_BLOCK_MINUTES, isPlannable, MIN_BLOCK_MINUTES, SLOT_MINUTES } from './rules';
import { FreeTime, mergeIntervals, subtractIntervals, workingWindows, type Interval } from './working-time';

export interface PlannerTask {
  id: string;
  title: string;
  priority: TaskPriority;
  status: TaskStatus;
  completed: boolean;
  /** ISO instant or null. */
  dueDate: string | null;
  estimatedMinutes: number | null;
}

export interface PlannerEvent {
  start: string;
  end: string;
  /** All-day events (holidays, filing deadlines) do not take working time. */
  allDay?: boolean;
}

export interface PlannerInput {
  tasks: readonly PlannerTask[];
  events: readonly PlannerEvent[];
  timeZone: string;
  /** ISO instants; only working time inside [rangeStart, rangeEnd) and after `now` is used. */
  rangeStart: string;
  rangeEnd: string;
  now: string;
  /** The person's preferred task duration (their work style), when they set it or it was learned; default 90. */
  focusBlockMinutes?: number;
}

export interface PlanResult {
  blocks: PlannedBlock[];
  atRisk: AtRiskTask[];
  /** How many tasks were planned (open ones); zero means 'a time-block plan needs at least one valid task'. */
  validTasks: number;
}

const MINUTE = 60_000;
const SLOT = SLOT_MINUTES * MINUTE;
const MIN_BLOCK = MIN_BLOCK_MINUTES * MINUTE;
const BREAK = BREAK_MINUTES * MINUTE;

interface Work {
  id: string;
  title: string;
  priority: TaskPriority;
  dueMs: number | null;
  workMs: number;
}

export function planTimeBlocks(input: PlannerInput): PlanResult {
  const now = Date.parse(input.now);
  const maxBlock = (input.focusBlockMinutes ?? FOCUS_BLOCK_MINUTES) * MINUTE;
  const rangeEnd = Date.parse(input.rangeEnd);
  const from = Math.max(Date.parse(input.rangeStart), Math.ceil(now / SLOT) * SLOT);
  const busy = mergeIntervals(input.events.filter((e) => !e.allDay).map((e) => ({ start: Date.parse(e.start), end: Date.parse(e.end) })));
  const free = new FreeTime(subtractIntervals(workingWindows(from, rangeEnd, input.timeZone), busy));

  const work = input.tasks.filter(isPlannable).map(toWork).sort(compareForPlanning);
  const blocks: PlannedBlock[] = [];
  const atRisk: AtRiskTask[] = [];
  const intervals = free.intervals;
  let index = 0;
  let cursor = intervals[0]?.start ?? rangeEnd;

  for (const task of work) {
    const deadline = Math.min(task.dueMs ?? Number.POSITIVE_INFINITY, rangeEnd);
    const placed: Interval[] = [];
    let remaining = task.workMs;
    while (remaining > 0) {
      // Intervals with less than a block's minimum left are of no use to anyone: skip them for good.
      while (index < intervals.length && intervals[index]!.end - Math.max(cursor, intervals[index]!.start) < MIN_BLOCK) index++;
      if (index >= intervals.length) break;
      const start = Math.max(cursor, intervals[index]!.start);
      const length = floorToSlot(Math.min(remaining, maxBlock, intervals[index]!.end - start, deadline - start));
      if (length < MIN_BLOCK) break; // the due date (or the range's end) comes first: later time is later still
      placed.push({ start, end: start + length });
      remaining -= length;
      cursor = start + length + BREAK;
    }
    blocks.push(...withSlack(task, placed, remaining, free, rangeEnd));
    if (remaining > 0) atRisk.push({ taskId: task.id, title: task.title, reason: riskReason(task, remaining, now, rangeEnd, input.timeZone) });
  }
  return { blocks, atRisk, validTasks: work.length };
}

function toWork(task: PlannerTask): Work {
  const parsed = task.dueDate ? Date.parse(task.dueDate) : Number.NaN;
  const minutes = task.estimatedMinutes && task.estimatedMinutes > 0 ? task.estimatedMinutes : DEFAULT_TASK_MINUTES;
  return { id: task.id, title: task.title, priority: task.priority, dueMs: Number.isFinite(parsed) ? parsed : null, workMs: Math.ceil(minutes / SLOT_MINUTES) * SLOT };
}

function floorToSlot(ms: number): number {
  return Math.floor(ms / SLOT) * SLOT;
}

/** Busy once the free time after a block (to the due date) no longer holds the block and the work after it. */
function withSlack(task: Work, placed: Interval[], unplaced: number, free: FreeTime, rangeEnd: number): PlannedBlock[] {
  let after = unplaced;
  const result: PlannedBlock[] = new Array(placed.length);
  for (let k = placed.length - 1; k >= 0; k--) {
    const block = placed[k]!;
    const length = block.end - block.start;
    const keepsSlack = task.dueMs === null || task.dueMs > rangeEnd || free.freeBetween(block.end, task.dueMs) >= after + length;
    result[k] = { taskId: task.id, title: task.title, start: new Date(block.start).toISOString(), end: new Date(block.end).toISOString(), busy: !keepsSlack };
    after += length;
  }
  return result;
}

function riskReason(task: Work, remainingMs: number, now: number, rangeEnd: number, timeZone: string): string {
  const left = formatMinutes(remainingMs / MINUTE);
  if (task.dueMs !== null && task.dueMs <= now) return `Its due date ${formatDue(task.dueMs, now, timeZone)} has passed; ${left} of work is not planned`;
  if (task.dueMs !== null && task.dueMs <= rangeEnd) return `Needs ${left} more before its due date ${formatDue(task.dueMs, now, timeZone)}`;
  return `Needs ${left} more than the free working time left in the planned days`;
}
