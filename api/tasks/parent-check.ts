import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { badRequest, taskNotFound } from './errors';

/**
 * A parent must be one of the user's own tasks (else 'Task not found'), and, for an existing task,
 * neither the task itself nor one of its descendants: that would make a loop nobody can reach.
 */
export async function checkParent(trx: Transaction<Database>, userId: string, parentTaskId: string, taskId: string | null): Promise<void> {
  if (taskId !== null && parentTaskId === taskId) throw badRequest(TASK_MESSAGES.ownParent);
  const parent = await trx.selectFrom('tasks').select('id').where('id', '=', parentTaskId).where('user_id', '=', userId).executeTakeFirst();
  if (!parent) throw taskNotFound();
  if (taskId === null) return;
  const { rows } = await sql<{ id: string }>`
    with recursive ancestors(id, parent_task_id) as (
      select id, parent_task_id from tasks where id = ${parentTaskId} and user_id = ${userId}
      union
      select t.id, t.parent_task_id from tasks t join ancestors a on t.id = a.parent_task_id where t.user_id = ${userId}
    )
    select id from ancestors where id = ${taskId}`.execute(trx);
  if (rows.length > 0) throw badRequest(TASK_MESSAGES.parentCycle);
}
