/**
 * The time-block rules of seed 000 §9 and seed 001 §9, in one place for the planner, the API and the screen.
 */
import type { TaskPriority, TaskStatus } from '../tasks/task';

export const WORKDAY_START = { hour: 9, minute: 0 } as const;
export const WORKDAY_END = { hour: 17, minute: 0 } as const;
export const FOCUS_BLOCK_MINUTES = 90;
export const BREAK_MINUTES = 15;
export const TIME_BLOCK_COLOR = '#673AB7';
export const TIME_BLOCK_TAGS = ['focus', 'work'] as const;
export const TIME_BLOCK_SOURCE_ID = 'timeblock';
/**
 * A task with no estimate is planned as one focus block (90 minutes): the spec gives no default
 * duration for a task, and one block is what a person would reserve for "some work on it".
 */
export const DEFAULT_TASK_MINUTES = FOCUS_BLOCK_MINUTES;
/** No block shorter than this is placed (unless the work left is shorter): a 5-minute "focus block" is noise. */
export const MIN_BLOCK_MINUTES = 15;
/** Blocks start on quarter hours. */
export const SLOT_MINUTES = 15;
export const DEFAULT_PLAN_DAYS = 5;
export const MAX_PLAN_DAYS = 20;

/** Seed 001 §9: urgent, high, medium, low. */
const PRIORITY_RANK: Record<TaskPriority, number> = { Urgent: 0, High: 1, Medium: 2, Low: 3 };

export const NO_VALID_TASK = 'a time-block plan needs at least one valid task';

export function priorityRank(priority: TaskPriority): number {
  return PRIORITY_RANK[priority] ?? PRIORITY_RANK.Medium;
}

/** Completed and blocked tasks are excluded (seed 001 §9). */
export function isPlannable(task: { status: TaskStatus; completed: boolean }): boolean {
  return !task.completed && task.status !== 'Done' && task.status !== 'Blocked';
}

/** Urgent, high, medium, low, then earliest due date (no due date last), then the id for a stable order. */
export function compareForPlanning(
  a: { id: string; priority: TaskPriority; dueMs: number | null },
  b: { id: string; priority: TaskPriority; dueMs: number | null },
): number {
  const byPriority = priorityRank(a.priority) - priorityRank(b.priority);
  if (byPriority !== 0) return byPriority;
  const dueA = a.dueMs ?? Number.POSITIVE_INFINITY;
  const dueB = b.dueMs ?? Number.POSITIVE_INFINITY;
  if (dueA !== dueB) return dueA < dueB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
