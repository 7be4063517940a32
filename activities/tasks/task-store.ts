import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewTask } from '../../domain/tasks/task-input';

type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction, or in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * Serialises the writes that read a user's highest task order, until the transaction ends. Without it
 * two concurrent creates on a server database would both read the same maximum and share an order.
 */
export async function lockTaskOrder(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`tasks.order:${userId}`}, 0))`.execute(trx);
}

/** Seed 000 §4: a new task's order is the highest existing order plus one. */
export const nextOrder = (userId: string) => sql<number>`(select coalesce(max("order"), 0) + 1 from tasks where user_id = ${userId})`;

/** Writes a task (its status already decided by the domain rules); returns its id. */
export async function insertTask(db: Db, userId: string, task: NewTask): Promise<string> {
  return inTransaction(db, async (trx) => {
    await lockTaskOrder(trx, userId);
    const row = await trx
      .insertInto('tasks')
      .values({
        user_id: userId,
        title: task.title,
        description: task.description,
        status: task.status,
        priority: task.priority,
        completed: task.status === 'Done',
        order: nextOrder(userId),
        due_date: task.dueDate,
        tags: task.tags,
        assigned_to: task.assignedTo,
        project_id: task.projectId,
        notebook_id: task.notebookId,
        workflow_id: task.workflowId,
        template_id: task.templateId,
        parent_task_id: task.parentTaskId,
        estimated_minutes: task.estimatedDuration,
        source: task.source === null ? null : JSON.stringify(task.source),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * A task's linked calendar event follows its new due date, keeping its length. An event that came from
 * an analysed e-mail counts as edited by hand from then on, so a re-analysis shows a conflict instead of
 * moving it back silently.
 */
export async function moveLinkedEvent(trx: Transaction<Database>, userId: string, taskIds: readonly string[], due: Date): Promise<{ id: string; updated_at: Date; google_event_id: string | null }[]> {
  if (taskIds.length === 0) return [];
  return trx
    .updateTable('calendar_events')
    .set({
      start_at: due,
      end_at: sql<Date>`${due}::timestamptz + (end_at - start_at)`,
      updated_at: sql<Date>`now()`,
      edited_by_hand_at: sql<Date | null>`case when email_source is not null and email_source <> 'null'::jsonb then now() else edited_by_hand_at end`,
    })
    .where('user_id', '=', userId)
    .where('task_id', 'in', [...taskIds])
    .returning(['id', 'updated_at', 'google_event_id'])
    .execute();
}
