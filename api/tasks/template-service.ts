import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import { normaliseTags } from '../../domain/tasks/task-input';
import type { TaskPriority, TaskStatus } from '../../domain/tasks/task';
import { builtInTemplate, type TaskTemplate } from '../../domain/tasks/templates';
import { badRequest, templateNotFound } from './errors';
import { findTemplate, toTemplate } from './template-repository';

export interface TemplateFields {
  name: string;
  description?: string;
  defaultPriority?: TaskPriority;
  defaultTags?: string[];
  defaultEstimatedTime?: number | null;
  defaultStatus?: TaskStatus;
  defaultDueInDays?: number | null;
  defaultAssignedTo?: string | null;
}

function nameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest(TASK_MESSAGES.templateNameRequired);
  return trimmed;
}

function columns(fields: Partial<TemplateFields>) {
  return {
    ...(fields.name !== undefined ? { name: nameOf(fields.name) } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.defaultPriority !== undefined ? { default_priority: fields.defaultPriority } : {}),
    ...(fields.defaultTags !== undefined ? { default_tags: normaliseTags(fields.defaultTags) } : {}),
    ...(fields.defaultEstimatedTime !== undefined ? { default_estimated_minutes: fields.defaultEstimatedTime } : {}),
    ...(fields.defaultStatus !== undefined ? { default_status: fields.defaultStatus } : {}),
    ...(fields.defaultDueInDays !== undefined ? { default_due_in_days: fields.defaultDueInDays } : {}),
    ...(fields.defaultAssignedTo !== undefined ? { default_assigned_to: fields.defaultAssignedTo } : {}),
  };
}

export async function createTemplate(db: Kysely<Database>, userId: string, fields: TemplateFields): Promise<TaskTemplate> {
  const row = await db
    .insertInto('task_templates')
    .values({ user_id: userId, ...columns(fields), name: nameOf(fields.name) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTemplate(row);
}

/** The user's own template; a built-in is read-only, anything else is 'Template not found'. */
async function ownTemplate(db: Kysely<Database>, userId: string, templateId: string): Promise<TaskTemplate> {
  if (builtInTemplate(templateId)) throw badRequest(TASK_MESSAGES.builtInTemplate);
  const template = await findTemplate(db, userId, templateId);
  if (!template) throw templateNotFound();
  return template;
}

export async function updateTemplate(db: Kysely<Database>, userId: string, templateId: string, fields: Partial<TemplateFields>): Promise<TaskTemplate> {
  const template = await ownTemplate(db, userId, templateId);
  const row = await db
    .updateTable('task_templates')
    .set({ ...columns(fields), updated_at: new Date() })
    .where('id', '=', template.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw templateNotFound();
  return toTemplate(row);
}

export async function deleteTemplate(db: Kysely<Database>, userId: string, templateId: string): Promise<void> {
  const template = await ownTemplate(db, userId, templateId);
  await db.deleteFrom('task_templates').where('id', '=', template.id).where('user_id', '=', userId).execute();
}
