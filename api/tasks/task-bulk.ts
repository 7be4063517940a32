import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { mergeTags, normaliseTags } from '../../domain/tasks/task-input';
import type { Task, TaskPriority } from '../../domain/tasks/task';
import { applyAction, stateOf, TASK_ACTIONS, type TaskAction } from '../../domain/tasks/transitions';
import type { AreaOptions } from '../area-options';
import { dueInput } from './due-input';
import { badRequest, taskNotFound } from './errors';
import { followDueDate } from './linked-event';
import { tasksByIds } from './task-repository';

export interface BulkRequest {
  taskIds: string[];
  action: TaskAction | 'delete' | 'setPriority' | 'addTags' | 'setDueDate';
  priority?: TaskPriority;
  tags?: string[];
  dueDate?: string | null;
}

export interface BulkResult {
  tasks: Task[];
  deletedIds: string[];
}

const isTransition = (action: BulkRequest['action']): action is TaskAction => (TASK_ACTIONS as readonly string[]).includes(action);

/** Every task the request names with its subtasks, at any depth. */
async function withDescendants(trx: Transaction<Database>, userId: string, ids: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive tree(id) as (
      select id from tasks where user_id = ${userId} and id in (${sql.join([...ids])})
      union
      select t.id from tasks t join tree on t.parent_task_id = tree.id where t.user_id = ${userId}
    )
    select id::text as id from tree`.execute(trx);
  return rows.map((row) => row.id);
}

function checkRequest(request: BulkRequest): void {
  if (request.action === 'setPriority' && !request.priority) throw badRequest(TASK_MESSAGES.bulkNeeds('setPriority', 'a priority'));
  if (request.action === 'addTags' && normaliseTags(request.tags ?? []).length === 0) throw badRequest(TASK_MESSAGES.bulkNeeds('addTags', 'tags'));
  if (request.action === 'setDueDate' && request.dueDate === undefined) throw badRequest(TASK_MESSAGES.bulkNeeds('setDueDate', 'dueDate (null clears it)'));
}

/** One transaction for all: a task id that is not the user's answers 404 before anything is written. */
export async function bulkUpdate(options: AreaOptions, userId: string, request: BulkRequest): Promise<BulkResult> {
  checkRequest(request);
  const due = dueInput(request.dueDate);
  const ids = request.taskIds;
  return options.outbox.transaction(async (trx, intents) => {
    const rows = await trx.selectFrom('tasks').select(['id', 'status', 'tags']).where('user_id', '=', userId).where('id', 'in', ids).forUpdate().execute();
    if (rows.length !== ids.length) throw taskNotFound();
    const now = new Date();
    const update = () => trx.updateTable('tasks').where('user_id', '=', userId).where('id', 'in', ids);

    if (request.action === 'delete') {
      const deletedIds = await withDescendants(trx, userId, ids);
      await trx.deleteFrom('tasks').where('user_id', '=', userId).where('id', 'in', ids).execute();
      return { tasks: [], deletedIds };
    }
    if (isTransition(request.action)) {
      const action = request.action;
      // Every task lands in the same state whatever it was in (seed 000 §4 names no source states).
      const next = applyAction(stateOf(rows[0]!.status), action);
      await update().set({ status: next.status, completed: next.completed, updated_at: now }).execute();
    } else if (request.action === 'setPriority') {
      await update().set({ priority: request.priority!, updated_at: now }).execute();
    } else if (request.action === 'addTags') {
      for (const row of rows) {
        const tags = mergeTags(row.tags, request.tags ?? []);
        if (tags.length !== row.tags.length) await trx.updateTable('tasks').set({ tags, updated_at: now }).where('id', '=', row.id).execute();
      }
    } else {
      await update().set({ due_date: due ?? null, updated_at: now }).execute();
      if (due) await followDueDate({ trx, intents, userId, googleConfigured: options.google !== null }, ids, due);
    }
    return { tasks: await tasksByIds(trx, userId, ids), deletedIds: [] };
  });
}
