import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskStatus } from '../../../../../domain/tasks/task';
import { errorMessage } from '../../../api/ApiError';
import {
  addTaskToCalendar,
  bulkTasks,
  createTask,
  createTaskFromTemplate,
  deleteTask,
  moveTask,
  quickAddTask,
  transitionTask,
  updateTask,
  type BulkRequest,
  type TaskChanges,
  type TaskInput,
  type TaskTransition,
} from '../../../api/tasks';
import { useToast } from '../../../toast/useToast';
import { applyMove, withStatus, type Move } from './reorder';
import { dropTasks, editLists, patchTask, restore, storeTasks, takeSnapshot, type Snapshot } from './taskCache';
import { taskKeys } from './taskKeys';

const STATUS_AFTER: Record<TaskTransition, TaskStatus> = { start: 'In Progress', complete: 'Done', cancel: 'Blocked' };
const DONE_TEXT: Record<TaskTransition, string> = { start: 'Started', complete: 'Completed', cancel: 'Marked as blocked' };

/** Every write of the tasks screen; status changes and reordering show at once and roll back on failure. */
export function useTaskActions() {
  const client = useQueryClient();
  const toast = useToast();
  const refresh = () => client.invalidateQueries({ queryKey: taskKeys.all });
  const rollback = (what: string) => (error: unknown, _vars: unknown, snapshot: Snapshot | undefined) => {
    if (snapshot) restore(client, snapshot);
    toast.error(`${what}: ${errorMessage(error)}`);
  };

  const quickAdd = useMutation({
    mutationFn: quickAddTask,
    onSuccess: () => refresh(),
    onError: (error) => toast.error(`Could not add the task: ${errorMessage(error)}`),
  });

  const create = useMutation({
    mutationFn: (input: TaskInput) => createTask(input),
    onSuccess: () => refresh(),
    onError: (error) => toast.error(`Could not add the task: ${errorMessage(error)}`),
  });

  const fromTemplate = useMutation({
    mutationFn: (templateId: string) => createTaskFromTemplate(templateId),
    onSuccess: (task) => {
      toast.success(`Added “${task.title}”`);
      return refresh();
    },
    onError: (error) => toast.error(`Could not add a task from the template: ${errorMessage(error)}`),
  });

  const update = useMutation({
    mutationFn: ({ taskId, changes }: { taskId: string; changes: TaskChanges }) => updateTask(taskId, changes),
    onMutate: async ({ taskId, changes }) => {
      const snapshot = await takeSnapshot(client);
      patchTask(client, taskId, (task) => (changes.status ? withStatus({ ...task, ...changes }, changes.status) : { ...task, ...changes }));
      return snapshot;
    },
    onSuccess: (task) => storeTasks(client, [task]),
    onError: rollback('Could not save the task'),
    onSettled: () => refresh(),
  });

  const transition = useMutation({
    mutationFn: ({ taskId, to }: { taskId: string; to: TaskTransition }) => transitionTask(taskId, to),
    onMutate: async ({ taskId, to }) => {
      const snapshot = await takeSnapshot(client);
      patchTask(client, taskId, (task) => withStatus(task, STATUS_AFTER[to]));
      return snapshot;
    },
    onSuccess: (task, { to }) => {
      storeTasks(client, [task]);
      toast.success(`${DONE_TEXT[to]}: ${task.title}`);
    },
    onError: rollback('Could not change the task'),
    onSettled: () => refresh(),
  });

  const move = useMutation({
    mutationFn: ({ taskId, to }: { taskId: string; to: Move }) => moveTask(taskId, to),
    onMutate: async ({ taskId, to }) => {
      const snapshot = await takeSnapshot(client);
      editLists(client, (tasks) => (tasks.some((task) => task.id === taskId) ? applyMove(tasks, taskId, to) : tasks));
      client.setQueryData<Task>(taskKeys.detail(taskId), (task) => (task && to.status ? withStatus(task, to.status) : task));
      return snapshot;
    },
    onError: rollback('Could not move the task'),
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onMutate: async (task) => {
      const snapshot = await takeSnapshot(client);
      dropTasks(client, [task.id, ...task.subTasks]);
      return snapshot;
    },
    onSuccess: (_reply, task) => toast.success(`Deleted “${task.title}”`),
    onError: rollback('Could not delete the task'),
    onSettled: () => refresh(),
  });

  const bulk = useMutation({
    mutationFn: (request: BulkRequest) => bulkTasks(request),
    onSuccess: ({ tasks, deletedIds }) => {
      storeTasks(client, tasks);
      dropTasks(client, deletedIds);
      const count = deletedIds.length || tasks.length;
      toast.success(`${count} ${count === 1 ? 'task' : 'tasks'} ${deletedIds.length ? 'deleted' : 'changed'}`);
    },
    onError: (error) => toast.error(`Nothing was changed: ${errorMessage(error)}`),
    onSettled: () => refresh(),
  });

  const toCalendar = useMutation({
    mutationFn: (taskId: string) => addTaskToCalendar(taskId),
    onSuccess: ({ task }) => {
      storeTasks(client, [task]);
      toast.success(`Added to the calendar: ${task.title}`);
    },
    onError: (error) => toast.error(`Could not add it to the calendar: ${errorMessage(error)}`),
  });

  return { quickAdd, create, fromTemplate, update, transition, move, remove, bulk, toCalendar };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
