import type { TaskPriority, TaskSource, TaskStatus } from './task';

/** Everything a new task can be given, in the UI form; the store fills order, ids and times. */
export interface NewTask {
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: Date | null;
  tags: string[];
  assignedTo: string | null;
  projectId: string | null;
  notebookId: string | null;
  workflowId: string | null;
  templateId: string | null;
  parentTaskId: string | null;
  estimatedDuration: number | null;
  source: TaskSource | null;
}

/** A task made from something else (an event, a deadline) starts with no assignee and no links. */
export const NO_TASK_LINKS = { assignedTo: null, projectId: null, notebookId: null, workflowId: null, templateId: null, parentTaskId: null } as const;

export const TASK_LIMITS = { title: 500, description: 20_000, tag: 50, tags: 50, reference: 200, estimatedMinutes: 100_000 } as const;

/** Tags as people type them: trimmed, without a leading '#', no blanks, each once (first spelling kept). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}

/** Tags added to those a task has, keeping its own first. */
export function mergeTags(current: readonly string[], added: readonly string[]): string[] {
  return normaliseTags([...current, ...added]);
}
