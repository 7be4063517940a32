import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { notFound } from '../http-error';

export const AUTOMATION_NOT_FOUND = 'Automation not found';

/** The signed-in user's automation, or 404 (another user's automation is as absent as a missing one). */
export async function findOwnAutomation(db: Kysely<Database>, userId: string, automationId: string) {
  const row = await db.selectFrom('automations').selectAll().where('id', '=', automationId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
  return row;
}

/** One saved version's definition, or null when the automation has no such version. */
export async function loadVersionDefinition(db: Kysely<Database>, automationId: string, version: number): Promise<AutomationDefinition | null> {
  const row = await db.selectFrom('automation_versions').select('definition').where('automation_id', '=', automationId).where('version', '=', version).executeTakeFirst();
  return row?.definition ?? null;
}
