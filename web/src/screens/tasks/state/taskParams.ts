import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '../../../../../domain/tasks/task';
import type { TaskQuery } from '../../../api/tasks';

/** The screen's state that a reload or a shared link keeps: view, grouping, filters, the open task. */

export type TaskView = 'list' | 'board';
export type TaskGrouping = 'status' | 'none';
export type CompletedFilter = 'all' | 'open' | 'done';

export interface TaskFilters {
  status: TaskStatus[];
  priority: TaskPriority[];
  tags: string[];
  search: string;
  /** YYYY-MM-DD in the user's time zone, inclusive. */
  dueAfter: string | null;
  dueBefore: string | null;
  assignee: string;
  template: string;
  completed: CompletedFilter;
}

export interface TaskScreenParams {
  view: TaskView;
  group: TaskGrouping;
  filters: TaskFilters;
  taskId: string | null;
}

export const EMPTY_FILTERS: TaskFilters = {
  status: [],
  priority: [],
  tags: [],
  search: '',
  dueAfter: null,
  dueBefore: null,
  assignee: '',
  template: '',
  completed: 'all',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function listOf<T extends string>(raw: string | null, allowed?: readonly T[]): T[] {
  if (!raw) return [];
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const unique = [...new Set(values)];
  return (allowed ? unique.filter((value) => (allowed as readonly string[]).includes(value)) : unique) as T[];
}

const day = (raw: string | null) => (raw && DAY.test(raw) ? raw : null);

export function readParams(params: URLSearchParams): TaskScreenParams {
  const completed = params.get('completed');
  return {
    view: params.get('view') === 'board' ? 'board' : 'list',
    group: params.get('group') === 'status' ? 'status' : 'none',
    taskId: params.get('task') || null,
    filters: {
      status: listOf(params.get('status'), TASK_STATUSES),
      priority: listOf(params.get('priority'), TASK_PRIORITIES),
      tags: listOf(params.get('tags')),
      search: params.get('q') ?? '',
      dueAfter: day(params.get('dueAfter')),
      dueBefore: day(params.get('dueBefore')),
      assignee: params.get('assignee') ?? '',
      template: params.get('template') ?? '',
      completed: completed === 'open' || completed === 'done' ? completed : 'all',
    },
  };
}

/** Writes the filters into a copy of the query string, leaving defaults out so links stay short. */
export function writeFilters(previous: URLSearchParams, filters: TaskFilters): URLSearchParams {
  const next = new URLSearchParams(previous);
  const put = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  put('status', filters.status.join(','));
  put('priority', filters.priority.join(','));
  put('tags', filters.tags.join(','));
  put('q', filters.search);
  put('dueAfter', filters.dueAfter);
  put('dueBefore', filters.dueBefore);
  put('assignee', filters.assignee);
  put('template', filters.template);
  put('completed', filters.completed === 'all' ? null : filters.completed);
  return next;
}

export function hasFilters(filters: TaskFilters): boolean {
  return JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
}

/**
 * The API query for the filters: top-level tasks only (subtasks live in their parent's drawer);
 * due days go as days, which the server reads as whole days in the user's time zone.
 */
export function toQuery(filters: TaskFilters): TaskQuery {
  const query: TaskQuery = { parentTaskId: 'none' };
  if (filters.status.length) query.status = filters.status;
  if (filters.priority.length) query.priority = filters.priority;
  if (filters.tags.length) query.tags = filters.tags;
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.dueAfter) query.dueAfter = filters.dueAfter;
  if (filters.dueBefore) query.dueBefore = filters.dueBefore;
  if (filters.assignee.trim()) query.assigneeId = filters.assignee.trim();
  if (filters.template) query.templateId = filters.template;
  if (filters.completed !== 'all') query.completed = filters.completed === 'done';
  return query;
}
