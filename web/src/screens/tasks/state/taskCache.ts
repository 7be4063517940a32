import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Task } from '../../../../../domain/tasks/task';
import { taskKeys } from './taskKeys';

/** Reads and writes of every cached task list at once, with a snapshot to roll back to. */

export type Snapshot = Array<[QueryKey, unknown]>;

const listFilters = [{ queryKey: taskKeys.lists() }, { queryKey: [...taskKeys.all, 'subtasks'] }];

export async function takeSnapshot(client: QueryClient): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: taskKeys.all });
  return client.getQueriesData({ queryKey: taskKeys.all });
}

export function restore(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** Applies a change to every cached list (and the open task's detail). */
export function editLists(client: QueryClient, edit: (tasks: Task[]) => Task[]): void {
  for (const filter of listFilters) {
    client.setQueriesData<Task[]>(filter, (tasks) => (tasks ? edit(tasks) : tasks));
  }
}

export function patchTask(client: QueryClient, taskId: string, patch: (task: Task) => Task): void {
  editLists(client, (tasks) => tasks.map((task) => (task.id === taskId ? patch(task) : task)));
  client.setQueryData<Task>(taskKeys.detail(taskId), (task) => (task ? patch(task) : task));
}

/** Puts what the server answered in place of the cached copies. */
export function storeTasks(client: QueryClient, saved: readonly Task[]): void {
  const byId = new Map(saved.map((task) => [task.id, task]));
  editLists(client, (tasks) => tasks.map((task) => byId.get(task.id) ?? task));
  for (const task of saved) client.setQueryData(taskKeys.detail(task.id), task);
}

export function dropTasks(client: QueryClient, taskIds: readonly string[]): void {
  const gone = new Set(taskIds);
  editLists(client, (tasks) => tasks.filter((task) => !gone.has(task.id)));
  for (const taskId of taskIds) client.removeQueries({ queryKey: taskKeys.detail(taskId) });
}
