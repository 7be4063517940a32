import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TaskTemplateRow } from '../../db/tables/planning';
import { isTaskId } from '../../domain/tasks/filter';
import { BUILT_IN_TEMPLATES, builtInTemplate, type TaskTemplate } from '../../domain/tasks/templates';

type Db = Kysely<Database> | Transaction<Database>;

export function toTemplate(row: TaskTemplateRow): TaskTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    defaultPriority: row.default_priority,
    defaultTags: row.default_tags,
    defaultEstimatedTime: row.default_estimated_minutes,
    defaultStatus: row.default_status,
    defaultDueInDays: row.default_due_in_days,
    defaultAssignedTo: row.default_assigned_to,
    builtIn: false,
  };
}

/** The built-ins first, then the user's own by name. */
export async function listTemplates(db: Db, userId: string): Promise<TaskTemplate[]> {
  const rows = await db.selectFrom('task_templates').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('created_at').execute();
  return [...BUILT_IN_TEMPLATES, ...rows.map(toTemplate)];
}

/** A built-in by its id, or one of the user's own; undefined for anything else (another user's included). */
export async function findTemplate(db: Db, userId: string, templateId: string): Promise<TaskTemplate | undefined> {
  const builtIn = builtInTemplate(templateId);
  if (builtIn) return builtIn;
  if (!isTaskId(templateId)) return undefined;
  const row = await db.selectFrom('task_templates').selectAll().where('id', '=', templateId).where('user_id', '=', userId).executeTakeFirst();
  return row ? toTemplate(row) : undefined;
}
