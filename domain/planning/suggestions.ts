/**
 * The rules used when no AI provider is set up (and the checks an AI answer must pass): the planner's
 * order with its reasons, free meeting slots in working hours, and a tidied task.
 */
import type { TaskPriority } from '../tasks/task';
import { estimateByRules, templateKindFor, templateTagsFor } from './estimate';
import { formatDue } from './format';
import { compareForPlanning, priorityRank } from './rules';
import { FreeTime, mergeIntervals, subtractIntervals, workingWindows, type Interval } from './working-time';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;

export interface OrderableTask {
  id: string;
  title: string;
  priority: TaskPriority;
  dueDate: string | null;
}

/** Seed 001 §9 order: urgent, high, medium, low, then earliest due date; with a reason in words. */
export function orderByRules(tasks: readonly OrderableTask[], nowMs: number, timeZone: string): Array<{ taskId: string; title: string; reason: string }> {
  return tasks
    .map((task) => ({ task, dueMs: task.dueDate ? Date.parse(task.dueDate) : null }))
    .sort((a, b) => compareForPlanning({ ...a.task, dueMs: a.dueMs }, { ...b.task, dueMs: b.dueMs }))
    .map(({ task, dueMs }) => ({
      taskId: task.id,
      title: task.title,
      reason: `${task.priority} priority, ${dueMs === null ? 'no due date' : `due ${formatDue(dueMs, nowMs, timeZone)}`}`,
    }));
}

/** Free working time (weekdays 09:00–17:00 in the zone, from the next quarter hour) around the busy intervals. */
export function freeWorkingTime(busy: readonly Interval[], nowMs: number, untilMs: number, timeZone: string): FreeTime {
  const from = Math.ceil(nowMs / QUARTER) * QUARTER;
  return new FreeTime(subtractIntervals(workingWindows(from, untilMs, timeZone), mergeIntervals(busy)));
}

/** The earliest free slot of each working day that holds the meeting, starting on quarter hours; at most `limit`. */
export function slotsByRules(free: FreeTime, durationMinutes: number, timeZone: string, limit = 5): Array<{ start: string; end: string }> {
  const length = durationMinutes * MINUTE;
  const slots: Array<{ start: string; end: string }> = [];
  let lastDay = '';
  for (const interval of free.intervals) {
    const start = Math.ceil(interval.start / QUARTER) * QUARTER;
    if (start + length > interval.end) continue;
    const day = new Date(start).toLocaleDateString('en-CA', { timeZone });
    if (day === lastDay) continue;
    lastDay = day;
    slots.push({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() });
    if (slots.length === limit) break;
  }
  return slots;
}

/** An AI-proposed slot is kept only if it is as long as asked and wholly inside free working time. */
export function isFreeSlot(free: FreeTime, slot: { start: string; end: string }, durationMinutes: number): boolean {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end - start !== durationMinutes * MINUTE) return false;
  return free.freeBetween(start, end) === end - start;
}

export interface EnhanceableTask {
  title: string;
  description: string;
  priority: TaskPriority;
  tags: readonly string[];
  dueDate: string | null;
  templateId: string | null;
  estimatedDuration: number | null;
}

/** A tidier task by rules: title cleaned, priority raised when the due date is near, template tags and duration. */
export function enhanceByRules(task: EnhanceableTask, nowMs: number) {
  const cleaned = task.title.replace(/\s+/g, ' ').trim();
  const title = cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
  const dueMs = task.dueDate ? Date.parse(task.dueDate) : null;
  let priority = task.priority;
  if (dueMs !== null && dueMs - nowMs <= 86_400_000) priority = 'Urgent';
  else if (dueMs !== null && dueMs - nowMs <= 3 * 86_400_000 && priorityRank(priority) > priorityRank('High')) priority = 'High';
  const kind = templateKindFor(task);
  const tags = [...new Set([...task.tags.map((tag) => tag.toLowerCase()), ...(kind ? templateTagsFor(kind) : [])])];
  return { title, description: task.description.trim(), priority, tags, estimatedDuration: estimateByRules(task).minutes };
}
