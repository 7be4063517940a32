import { TASK_PRIORITIES, TASK_STATUSES } from './task';

const list = (values: readonly string[]) => values.join(', ');

/** Every text the tasks area shows. The spec's texts (seed 000 §8) are verbatim. */
export const TASK_MESSAGES = {
  // seed 000 §8, verbatim
  taskNotFound: 'Task not found',
  templateNotFound: 'Template not found',
  taskNotFoundWithId: (id: string) => `Task not found: ${id}`,

  builtInTemplate: 'Built-in templates cannot be changed.',
  templateNameRequired: 'A template needs a name.',
  titleRequired: 'A task needs a title.',
  quickAddTitleRequired: 'Type what the task is as well as when, e.g. "Call Dr. Lee tomorrow 3pm".',
  ownParent: 'A task cannot be its own subtask.',
  parentCycle: 'That task is already a subtask of this one; a task cannot be nested inside its own subtasks.',
  completedMismatch: 'Only a Done task is completed: send completed true with status Done, or false with another status.',
  unknownStatus: (value: string) => `Unknown status "${value}". Use one of: ${list(TASK_STATUSES)}.`,
  unknownPriority: (value: string) => `Unknown priority "${value}". Use one of: ${list(TASK_PRIORITIES)}.`,
  completedFilter: (value: string) => `completed must be true or false, not "${value}".`,
  badDate: (field: string, value: string) => `${field} must be a date such as 2026-12-01 or 2026-12-01T17:00:00Z, not "${value}".`,
  dueRange: 'dueAfter must not be later than dueBefore.',
  badDueDate: (field: string) => `${field} must be a date and time between the years 1900 and 2200, such as 2026-12-01T17:00:00Z.`,
  parentFilter: (value: string) => `parentTaskId must be a task id or "none", not "${value}".`,
  badId: (field: string, value: string) => `${field} must be a task id, not "${value}".`,
  bulkNeeds: (action: string, field: string) => `The ${action} action needs ${field}.`,
  unknownTimeZone: (zone: string) => `Unknown time zone: ${zone}`,
} as const;
