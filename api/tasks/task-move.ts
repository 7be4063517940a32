import { sql, type RawBuilder } from 'kysely';
import { lockTaskOrder } from '../../activities/tasks/task-store';
import type { Task, TaskStatus } from '../../domain/tasks/task';
import { editedState, stateOf } from '../../domain/tasks/transitions';
import type { AreaOptions } from '../area-options';
import { taskNotFound } from './errors';
import { listTasks } from './task-repository';

export interface Move {
  status?: TaskStatus;
  /** The task it is dropped before; null drops it last. */
  beforeTaskId: string | null;
}

/**
 * Drag and drop in one transaction: the task takes the order of the one it is dropped before, which
 * moves up with everything after it; dropped last, it takes the highest order plus one. Replies with
 * the list the drag happened in: the task and its siblings (same parent), in order.
 */
export async function moveTask(options: AreaOptions, userId: string, taskId: string, move: Move): Promise<Task[]> {
  return options.db.transaction().execute(async (trx) => {
    await lockTaskOrder(trx, userId);
    const moved = await trx.selectFrom('tasks').select(['id', 'status', 'parent_task_id']).where('id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
    if (!moved) throw taskNotFound();
    let order: number | RawBuilder<number> | undefined;
    if (move.beforeTaskId === null) {
      order = sql<number>`(select coalesce(max("order"), 0) + 1 from tasks where user_id = ${userId} and id <> ${taskId})`;
    } else if (move.beforeTaskId !== taskId) {
      const before = await trx.selectFrom('tasks').select('order').where('id', '=', move.beforeTaskId).where('user_id', '=', userId).executeTakeFirst();
      if (!before) throw taskNotFound();
      await trx
        .updateTable('tasks')
        .set({ order: sql<number>`"order" + 1` })
        .where('user_id', '=', userId)
        .where('order', '>=', before.order)
        .where('id', '<>', taskId)
        .execute();
      order = before.order;
    }
    const state = editedState(stateOf(moved.status), move.status === undefined ? {} : { status: move.status });
    const statusChanged = state !== null && state.status !== moved.status;
    if (order !== undefined || statusChanged) {
      await trx
        .updateTable('tasks')
        .set({
          ...(order !== undefined ? { order } : {}),
          ...(statusChanged ? { status: state.status, completed: state.completed, updated_at: new Date() } : {}),
        })
        .where('id', '=', taskId)
        .where('user_id', '=', userId)
        .execute();
    }
    return listTasks(trx, userId, { parentTaskId: moved.parent_task_id });
  });
}
