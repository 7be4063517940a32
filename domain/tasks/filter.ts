import { DateTime } from 'luxon';
import { readPriority, readStatus } from './agent-form';
import { isPlausibleDue } from './due-time';
import { TASK_MESSAGES } from './messages';
import type { Task, TaskPriority, TaskStatus } from './task';

/** Seed 000 §3 "Task filter", as the list query's parameters (all text, lists comma-separated). */
export const TASK_FILTER_KEYS = [
  'status',
  'priority',
  'assigneeId',
  'projectId',
  'notebookId',
  'workflowId',
  'templateId',
  'completed',
  'tags',
  'search',
  'dueBefore',
  'dueAfter',
  'parentTaskId',
] as const;
export type TaskFilterQuery = Partial<Record<(typeof TASK_FILTER_KEYS)[number], string>>;

export interface TaskFilter {
  statuses?: TaskStatus[];
  priorities?: TaskPriority[];
  assigneeId?: string;
  projectId?: string;
  notebookId?: string;
  workflowId?: string;
  templateId?: string;
  completed?: boolean;
  /** A task matches when it has every one of these (case-insensitive). */
  tags?: string[];
  /** Case-insensitive, in the title, description or tags. */
  search?: string;
  /** Inclusive bounds; a day alone means that whole day in the user's zone. */
  dueBefore?: Date;
  dueAfter?: Date;
  /** null = top-level tasks only. */
  parentTaskId?: string | null;
}

export type ParsedFilter = { ok: true; filter: TaskFilter } | { ok: false; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isTaskId = (value: string): boolean => UUID.test(value);

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A day (whole day in the zone, start or end by `edge`) or an instant; a time without an offset is in the zone. */
function readBound(value: string, timeZone: string, edge: 'start' | 'end'): Date | null {
  const trimmed = value.trim();
  const parsed = DateTime.fromISO(trimmed, { zone: timeZone });
  if (!parsed.isValid) return null;
  const bound = (DAY.test(trimmed) ? (edge === 'start' ? parsed.startOf('day') : parsed.endOf('day')) : parsed).toJSDate();
  return isPlausibleDue(bound) ? bound : null;
}

/** The list query read into a filter; the first bad value gives a message saying what was expected. */
export function parseTaskFilter(query: TaskFilterQuery, timeZone: string): ParsedFilter {
  const filter: TaskFilter = {};
  const fail = (message: string): ParsedFilter => ({ ok: false, message });
  const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

  if (present(query.status)) {
    const statuses: TaskStatus[] = [];
    for (const item of listOf(query.status)) {
      const status = readStatus(item);
      if (!status) return fail(TASK_MESSAGES.unknownStatus(item));
      statuses.push(status);
    }
    filter.statuses = statuses;
  }
  if (present(query.priority)) {
    const priorities: TaskPriority[] = [];
    for (const item of listOf(query.priority)) {
      const priority = readPriority(item);
      if (!priority) return fail(TASK_MESSAGES.unknownPriority(item));
      priorities.push(priority);
    }
    filter.priorities = priorities;
  }
  for (const key of ['assigneeId', 'projectId', 'notebookId', 'workflowId', 'templateId'] as const) {
    const value = query[key];
    if (present(value)) filter[key] = value.trim();
  }
  if (present(query.completed)) {
    const value = query.completed.trim().toLowerCase();
    if (value !== 'true' && value !== 'false') return fail(TASK_MESSAGES.completedFilter(query.completed));
    filter.completed = value === 'true';
  }
  if (present(query.tags)) filter.tags = listOf(query.tags).map((tag) => tag.replace(/^#+/, ''));
  if (present(query.search)) filter.search = query.search.trim();
  if (present(query.dueBefore)) {
    const bound = readBound(query.dueBefore, timeZone, 'end');
    if (!bound) return fail(TASK_MESSAGES.badDate('dueBefore', query.dueBefore));
    filter.dueBefore = bound;
  }
  if (present(query.dueAfter)) {
    const bound = readBound(query.dueAfter, timeZone, 'start');
    if (!bound) return fail(TASK_MESSAGES.badDate('dueAfter', query.dueAfter));
    filter.dueAfter = bound;
  }
  if (filter.dueBefore && filter.dueAfter && filter.dueAfter > filter.dueBefore) return fail(TASK_MESSAGES.dueRange);
  if (present(query.parentTaskId)) {
    const value = query.parentTaskId.trim();
    if (value.toLowerCase() === 'none') filter.parentTaskId = null;
    else if (isTaskId(value)) filter.parentTaskId = value.toLowerCase();
    else return fail(TASK_MESSAGES.parentFilter(query.parentTaskId));
  }
  return { ok: true, filter };
}

/** The same filter on a task in memory (the screen uses it to place a task it just changed). */
export function matchesTaskFilter(task: Task, filter: TaskFilter): boolean {
  const lower = (value: string) => value.toLowerCase();
  if (filter.statuses && !filter.statuses.includes(task.status)) return false;
  if (filter.priorities && !filter.priorities.includes(task.priority)) return false;
  if (filter.assigneeId !== undefined && task.assignedTo !== filter.assigneeId) return false;
  if (filter.projectId !== undefined && task.projectId !== filter.projectId) return false;
  if (filter.notebookId !== undefined && task.notebookId !== filter.notebookId) return false;
  if (filter.workflowId !== undefined && task.workflowId !== filter.workflowId) return false;
  if (filter.templateId !== undefined && task.templateId !== filter.templateId) return false;
  if (filter.completed !== undefined && task.completed !== filter.completed) return false;
  if (filter.tags && !filter.tags.every((tag) => task.tags.some((own) => lower(own) === lower(tag)))) return false;
  if (filter.search !== undefined) {
    const needle = lower(filter.search);
    if (![task.title, task.description, ...task.tags].some((text) => lower(text).includes(needle))) return false;
  }
  const due = task.dueDate === null ? null : Date.parse(task.dueDate);
  if (filter.dueBefore && (due === null || due > filter.dueBefore.getTime())) return false;
  if (filter.dueAfter && (due === null || due < filter.dueAfter.getTime())) return false;
  if (filter.parentTaskId !== undefined && task.parentTaskId !== filter.parentTaskId) return false;
  return true;
}
