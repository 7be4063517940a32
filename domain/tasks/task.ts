/** Tasks as the API and the screen see them (seed 000 §3 "Task", seed 001 §3 agent-side task). */

export const TASK_STATUSES = ['To Do', 'In Progress', 'Done', 'Blocked'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'Medium';

export interface TaskSource {
  kind: 'agent' | 'automation' | 'calendar';
  id: string;
  name: string;
}

export interface Task {
  id: string;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  completed: boolean;
  order: number;
  /** ISO instant, or null. */
  dueDate: string | null;
  tags: string[];
  assignedTo: string | null;
  projectId: string | null;
  notebookId: string | null;
  workflowId: string | null;
  templateId: string | null;
  parentTaskId: string | null;
  /** Ids of the direct subtasks, in order. */
  subTasks: string[];
  estimatedDuration: number | null;
  /** The calendar event made from this task, if any. */
  calendarEventId: string | null;
  source: TaskSource | null;
  createdAt: string;
  updatedAt: string;
}

export function isTaskPriority(value: string): value is TaskPriority {
  return (TASK_PRIORITIES as readonly string[]).includes(value);
}

export function isTaskStatus(value: string): value is TaskStatus {
  return (TASK_STATUSES as readonly string[]).includes(value);
}
