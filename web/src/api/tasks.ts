import type { Task, TaskPriority, TaskStatus } from '../../../domain/tasks/task';
import type { TaskTemplate } from '../../../domain/tasks/templates';
import type { CalendarEvent } from '../../../domain/calendar/event';
import { apiRequest } from './client';

/** Tasks, task templates and "Add to calendar" (seed 000 §3–§5). */

/** The list filters of seed 000 §3 as the API takes them (lists comma-separated, dates ISO). */
export interface TaskQuery {
  status?: TaskStatus[];
  priority?: TaskPriority[];
  tags?: string[];
  search?: string;
  dueBefore?: string;
  dueAfter?: string;
  assigneeId?: string;
  templateId?: string;
  completed?: boolean;
  /** 'none' = top-level tasks only. */
  parentTaskId?: string;
}

export interface TaskInput {
  title: string;
  description?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: string | null;
  tags?: string[];
  assignedTo?: string | null;
  parentTaskId?: string | null;
  estimatedDuration?: number | null;
}

export type TaskChanges = Partial<
  Pick<Task, 'title' | 'description' | 'status' | 'priority' | 'dueDate' | 'tags' | 'assignedTo' | 'estimatedDuration'>
>;

export type TaskTransition = 'start' | 'complete' | 'cancel';

export type BulkAction = 'start' | 'complete' | 'cancel' | 'delete' | 'setPriority' | 'addTags' | 'setDueDate';

export interface BulkRequest {
  taskIds: string[];
  action: BulkAction;
  priority?: TaskPriority;
  tags?: string[];
  dueDate?: string | null;
}

export type { TaskTemplate };

export type TemplateInput = Omit<TaskTemplate, 'id' | 'builtIn'>;

/** The calendar event made from a task: only what this screen needs to link to it. */
export type TaskEventLink = Pick<CalendarEvent, 'id' | 'title' | 'start'>;

const taskPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}`;

export function taskSearch(query: TaskQuery): string {
  const search = new URLSearchParams();
  const list = (name: string, values: readonly string[] | undefined) => {
    if (values?.length) search.set(name, values.join(','));
  };
  list('status', query.status);
  list('priority', query.priority);
  list('tags', query.tags);
  for (const name of ['search', 'dueBefore', 'dueAfter', 'assigneeId', 'templateId', 'parentTaskId'] as const) {
    const value = query[name];
    if (value) search.set(name, value);
  }
  if (query.completed !== undefined) search.set('completed', String(query.completed));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function fetchTasks(query: TaskQuery, signal?: AbortSignal): Promise<Task[]> {
  const reply = await apiRequest<{ tasks: Task[] }>(`/api/tasks${taskSearch(query)}`, { signal });
  return reply.tasks;
}

export async function fetchTask(taskId: string, signal?: AbortSignal): Promise<Task> {
  const reply = await apiRequest<{ task: Task }>(taskPath(taskId), { signal });
  return reply.task;
}

export async function createTask(input: TaskInput): Promise<Task> {
  const reply = await apiRequest<{ task: Task }>('/api/tasks', { method: 'POST', body: input });
  return reply.task;
}

/** "Call client tomorrow 3pm #work !high": the server reads the date, tags and priority out of the words. */
export async function quickAddTask(text: string): Promise<Task> {
  const reply = await apiRequest<{ task: Task }>('/api/tasks/quick-add', { method: 'POST', body: { text } });
  return reply.task;
}

export async function updateTask(taskId: string, changes: TaskChanges): Promise<Task> {
  const reply = await apiRequest<{ task: Task }>(taskPath(taskId), { method: 'PATCH', body: changes });
  return reply.task;
}

export async function transitionTask(taskId: string, transition: TaskTransition): Promise<Task> {
  const reply = await apiRequest<{ task: Task }>(`${taskPath(taskId)}/${transition}`, { method: 'POST', body: {} });
  return reply.task;
}

/** Drag and drop: puts the task before another one (null = last), in another status column if given. */
export async function moveTask(taskId: string, move: { status?: TaskStatus; beforeTaskId: string | null }): Promise<Task[]> {
  const reply = await apiRequest<{ tasks: Task[] }>(`${taskPath(taskId)}/move`, { method: 'POST', body: move });
  return reply.tasks;
}

/** Deletes the task and its subtasks. */
export async function deleteTask(taskId: string): Promise<void> {
  await apiRequest<void>(taskPath(taskId), { method: 'DELETE' });
}

export function bulkTasks(request: BulkRequest): Promise<{ tasks: Task[]; deletedIds: string[] }> {
  return apiRequest<{ tasks: Task[]; deletedIds: string[] }>('/api/tasks/bulk', { method: 'POST', body: request });
}

/** Makes a one-hour calendar event at the task's due date. */
export function addTaskToCalendar(taskId: string): Promise<{ task: Task; event: TaskEventLink }> {
  return apiRequest<{ task: Task; event: TaskEventLink }>(`${taskPath(taskId)}/event`, { method: 'POST', body: {} });
}

export async function fetchTemplates(signal?: AbortSignal): Promise<TaskTemplate[]> {
  const reply = await apiRequest<{ templates: TaskTemplate[] }>('/api/task-templates', { signal });
  return reply.templates;
}

export async function createTemplate(input: TemplateInput): Promise<TaskTemplate> {
  const reply = await apiRequest<{ template: TaskTemplate }>('/api/task-templates', { method: 'POST', body: input });
  return reply.template;
}

export async function updateTemplate(templateId: string, changes: Partial<TemplateInput>): Promise<TaskTemplate> {
  const reply = await apiRequest<{ template: TaskTemplate }>(`/api/task-templates/${encodeURIComponent(templateId)}`, { method: 'PATCH', body: changes });
  return reply.template;
}

export async function deleteTemplate(templateId: string): Promise<void> {
  await apiRequest<void>(`/api/task-templates/${encodeURIComponent(templateId)}`, { method: 'DELETE' });
}

export async function createTaskFromTemplate(templateId: string, input: { title?: string; dueDate?: string } = {}): Promise<Task> {
  const reply = await apiRequest<{ task: Task }>(`/api/task-templates/${encodeURIComponent(templateId)}/tasks`, {
    method: 'POST',
    body: input,
  });
  return reply.task;
}

