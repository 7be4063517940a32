import { compareForPlanning, isPlannable } from '../planning/rules';
import type { Task } from '../tasks/task';

/**
 * Seed 001 §9's task priority order: urgent, high, medium, low, then earliest due date; completed and
 * blocked tasks are left out. The first `limit` of them.
 */
export function topTasks(tasks: readonly Task[], limit: number): Task[] {
  return tasks
    .filter(isPlannable)
    .map((task) => ({ task, key: { id: task.id, priority: task.priority, dueMs: task.dueDate ? Date.parse(task.dueDate) : null } }))
    .sort((a, b) => compareForPlanning(a.key, b.key))
    .slice(0, limit)
    .map(({ task }) => task);
}
