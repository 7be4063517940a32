import { ApplicationFailure } from '@temporalio/activity';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { DEFAULT_TASK_PRIORITY, isTaskPriority, type TaskPriority } from '../../../domain/tasks/task';
import { optionalDate, optionalString, optionalStrings, requireString } from '../params';

const STATUSES = ['To Do', 'In Progress', 'Done', 'Blocked'] as const;
type TaskStatus = (typeof STATUSES)[number];

function status(params: Record<string, unknown>): TaskStatus | undefined {
  const value = optionalString(params, 'status');
  if (value === undefined) return undefined;
  if (!(STATUSES as readonly string[]).includes(value)) throw ApplicationFailure.nonRetryable(`Unknown task status: ${value}`, 'ValidationError');
  return value as TaskStatus;
}

function priority(params: Record<string, unknown>): TaskPriority | undefined {
  const value = optionalString(params, 'priority');
  if (value === undefined) return undefined;
  const named = value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
  if (!isTaskPriority(named)) throw ApplicationFailure.nonRetryable(`Unknown task priority: ${value}`, 'ValidationError');
  return named;
}

/** Task records (seed 000 §3): created as To Do by default, new order = highest + 1; updates merge fields. */
export async function runTaskAction(db: Kysely<Database>, userId: string, type: string, params: Record<string, unknown>): Promise<{ taskId: string }> {
  if (type === 'task.create') {
    const taskStatus = status(params) ?? 'To Do';
    const row = await db
      .insertInto('tasks')
      .values({
        user_id: userId,
        title: requireString(params, 'title'),
        description: optionalString(params, 'description') ?? '',
        status: taskStatus,
        priority: priority(params) ?? DEFAULT_TASK_PRIORITY,
        completed: taskStatus === 'Done',
        order: sql<number>`(select coalesce(max("order"), 0) + 1 from tasks where user_id = ${userId})`,
        due_date: optionalDate(params, 'dueDate') ?? null,
        tags: optionalStrings(params, 'tags') ?? [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { taskId: row.id };
  }
  const taskId = requireString(params, 'taskId');
  const nextStatus = status(params);
  const due = optionalDate(params, 'dueDate');
  const tags = optionalStrings(params, 'tags');
  const updated = await db
    .updateTable('tasks')
    .set({
      ...(optionalString(params, 'title') !== undefined ? { title: optionalString(params, 'title')! } : {}),
      ...(optionalString(params, 'description') !== undefined ? { description: optionalString(params, 'description')! } : {}),
      ...(priority(params) !== undefined ? { priority: priority(params)! } : {}),
      ...(nextStatus ? { status: nextStatus, completed: nextStatus === 'Done' } : {}),
      ...(due ? { due_date: due } : {}),
      ...(tags ? { tags } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw ApplicationFailure.nonRetryable(`Task not found: ${taskId}`, 'NotFound');
  return { taskId };
}
