import type { TaskQuery } from '../../../api/tasks';

/** Query keys of the tasks screen: every list under ['tasks', 'list', …], so a write can touch them all. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (query: TaskQuery) => [...taskKeys.lists(), query] as const,
  details: () => [...taskKeys.all, 'detail'] as const,
  detail: (taskId: string) => [...taskKeys.details(), taskId] as const,
  subtasks: (taskId: string) => [...taskKeys.all, 'subtasks', taskId] as const,
  templates: () => ['task-templates'] as const,
};
