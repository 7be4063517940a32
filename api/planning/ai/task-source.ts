import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { EnhanceableTask } from '../../../domain/planning/suggestions';
import { TASK_MESSAGES } from '../../../domain/tasks/messages';
import { notFound } from '../../http-error';

export type OwnTask = EnhanceableTask & { id: string };

/** One of the user's tasks as the suggestions read it; 'Task not found' otherwise. */
export async function findTaskForSuggestion(db: Kysely<Database>, userId: string, taskId: string): Promise<OwnTask> {
  const row = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'description', 'priority', 'tags', 'due_date', 'template_id', 'estimated_minutes'])
    .where('id', '=', taskId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(TASK_MESSAGES.taskNotFound);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    tags: row.tags,
    dueDate: row.due_date ? row.due_date.toISOString() : null,
    templateId: row.template_id,
    estimatedDuration: row.estimated_minutes,
  };
}

/** The task in words for a model. */
export function describeTask(task: OwnTask): string {
  return JSON.stringify({
    title: task.title,
    description: task.description,
    priority: task.priority.toLowerCase(),
    tags: task.tags,
    dueDate: task.dueDate,
    estimatedDuration: task.estimatedDuration,
  });
}
