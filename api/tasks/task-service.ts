import type { Transaction } from 'kysely';
import { insertTask } from '../../activities/tasks/task-store';
import type { Database } from '../../db/schema';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { normaliseTags, type NewTask } from '../../domain/tasks/task-input';
import { DEFAULT_TASK_PRIORITY, type Task, type TaskPriority, type TaskStatus } from '../../domain/tasks/task';
import { applyAction, editedState, initialState, stateOf, type TaskAction } from '../../domain/tasks/transitions';
import type { AreaOptions } from '../area-options';
import { dueInput } from './due-input';
import { badRequest, taskNotFound } from './errors';
import { followDueDate } from './linked-event';
import { checkParent } from './parent-check';
import { findTask } from './task-repository';

export interface TaskFields {
  title: string;
  description?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: string | null;
  tags?: string[];
  assignedTo?: string | null;
  projectId?: string | null;
  notebookId?: string | null;
  workflowId?: string | null;
  parentTaskId?: string | null;
  estimatedDuration?: number | null;
}

export type TaskPatch = Partial<TaskFields> & { completed?: boolean; templateId?: string | null };

const required = async (trx: Transaction<Database>, userId: string, taskId: string): Promise<Task> => {
  const task = await findTask(trx, userId, taskId);
  if (!task) throw taskNotFound();
  return task;
};

export function newTaskOf(fields: TaskFields, extra: Partial<NewTask> = {}): NewTask {
  const title = fields.title.trim();
  if (title === '') throw badRequest(TASK_MESSAGES.titleRequired);
  return {
    title,
    description: fields.description ?? '',
    status: initialState(fields.status).status,
    priority: fields.priority ?? DEFAULT_TASK_PRIORITY,
    dueDate: dueInput(fields.dueDate) ?? null,
    tags: normaliseTags(fields.tags ?? []),
    assignedTo: fields.assignedTo ?? null,
    projectId: fields.projectId ?? null,
    notebookId: fields.notebookId ?? null,
    workflowId: fields.workflowId ?? null,
    templateId: null,
    parentTaskId: fields.parentTaskId ?? null,
    estimatedDuration: fields.estimatedDuration ?? null,
    source: null,
    ...extra,
  };
}

/** Writes a new task (after checking its parent is the user's) and reads it back as the API shows it. */
export async function createTask(options: AreaOptions, userId: string, task: NewTask): Promise<Task> {
  return options.db.transaction().execute(async (trx) => {
    if (task.parentTaskId) await checkParent(trx, userId, task.parentTaskId, null);
    const id = await insertTask(trx, userId, task);
    return required(trx, userId, id);
  });
}

/** Any editable field; a new due date moves the task's calendar event with it, in the same transaction. */
export async function updateTask(options: AreaOptions, userId: string, taskId: string, patch: TaskPatch): Promise<Task> {
  if (patch.title !== undefined && patch.title.trim() === '') throw badRequest(TASK_MESSAGES.titleRequired);
  const due = dueInput(patch.dueDate);
  return options.outbox.transaction(async (trx, intents) => {
    const current = await trx.selectFrom('tasks').select(['id', 'status', 'due_date']).where('id', '=', taskId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw taskNotFound();
    const state = editedState(stateOf(current.status), patch);
    if (!state) throw badRequest(TASK_MESSAGES.completedMismatch);
    if (patch.parentTaskId) await checkParent(trx, userId, patch.parentTaskId, taskId);
    await trx
      .updateTable('tasks')
      .set({
        ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        status: state.status,
        completed: state.completed,
        ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
        ...(due !== undefined ? { due_date: due } : {}),
        ...(patch.tags !== undefined ? { tags: normaliseTags(patch.tags) } : {}),
        ...(patch.assignedTo !== undefined ? { assigned_to: patch.assignedTo } : {}),
        ...(patch.projectId !== undefined ? { project_id: patch.projectId } : {}),
        ...(patch.notebookId !== undefined ? { notebook_id: patch.notebookId } : {}),
        ...(patch.workflowId !== undefined ? { workflow_id: patch.workflowId } : {}),
        ...(patch.templateId !== undefined ? { template_id: patch.templateId } : {}),
        ...(patch.parentTaskId !== undefined ? { parent_task_id: patch.parentTaskId } : {}),
        ...(patch.estimatedDuration !== undefined ? { estimated_minutes: patch.estimatedDuration } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', taskId)
      .where('user_id', '=', userId)
      .execute();
    // A cleared due date leaves the event where it is: there is no date to move it to.
    if (due && due.getTime() !== current.due_date?.getTime()) {
      await followDueDate({ trx, intents, userId, googleConfigured: options.google !== null }, [taskId], due);
    }
    return required(trx, userId, taskId);
  });
}

/** Seed 000 §4: start, complete, cancel. */
export async function transitionTask(options: AreaOptions, userId: string, taskId: string, action: TaskAction): Promise<Task> {
  return options.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('tasks').select('status').where('id', '=', taskId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!current) throw taskNotFound();
    const next = applyAction(stateOf(current.status), action);
    await trx.updateTable('tasks').set({ status: next.status, completed: next.completed, updated_at: new Date() }).where('id', '=', taskId).where('user_id', '=', userId).execute();
    return required(trx, userId, taskId);
  });
}

/** Seed 000 §4: deleting a task deletes its subtasks (the parent key cascades). */
export async function deleteTask(options: AreaOptions, userId: string, taskId: string): Promise<void> {
  const deleted = await options.db.deleteFrom('tasks').where('id', '=', taskId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  if (!deleted) throw taskNotFound();
}
