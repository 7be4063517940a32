import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationsTable } from '../../db/tables/automations';
import type { AutomationDefinition, AutomationNode } from '../../domain/automation/definition';
import type { RunStatus } from '../../domain/automation/run-state';
import { notFound } from '../http-error';

export const AUTOMATION_NOT_FOUND = 'Automation not found';

export type AutomationRow = Selectable<AutomationsTable>;

export interface LatestRun {
  runId: string;
  status: RunStatus;
  startedAt: Date;
}

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

/** findOwnAutomation inside a transaction, holding the row until it ends, so concurrent saves take turns. */
export async function lockOwnAutomation(trx: Kysely<Database>, userId: string, automationId: string): Promise<AutomationRow> {
  const row = await trx.selectFrom('automations').selectAll().where('id', '=', automationId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
  return row;
}

/** The user's automations, last changed first, each with its current version's trigger node (null before the first save). */
export async function listOwnAutomations(db: Kysely<Database>, userId: string): Promise<Array<AutomationRow & { trigger: AutomationNode | null }>> {
  return db
    .selectFrom('automations as a')
    .leftJoin('automation_versions as v', (join) => join.onRef('v.automation_id', '=', 'a.id').onRef('v.version', '=', 'a.current_version'))
    .selectAll('a')
    .select(sql<AutomationNode | null>`(select n from jsonb_array_elements(v.definition -> 'nodes') as n where n ->> 'type' like 'trigger.%' limit 1)`.as('trigger'))
    .where('a.user_id', '=', userId)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id')
    .execute();
}

/** The latest run of each automation that has one. */
export async function latestRuns(db: Kysely<Database>, automationIds: readonly string[]): Promise<Map<string, LatestRun>> {
  if (automationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('automation_runs')
    .distinctOn('automation_id')
    .select(['automation_id', 'id', 'status', 'started_at'])
    .where('automation_id', 'in', automationIds)
    .orderBy('automation_id')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.automation_id, { runId: row.id, status: row.status, startedAt: row.started_at }]));
}

export async function insertAutomation(db: Kysely<Database>, values: Insertable<AutomationsTable>): Promise<AutomationRow> {
  return db.insertInto('automations').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateOwnAutomation(
  db: Kysely<Database>,
  userId: string,
  automationId: string,
  changes: Omit<Updateable<AutomationsTable>, 'id' | 'user_id' | 'updated_at'>,
): Promise<AutomationRow> {
  const row = await db
    .updateTable('automations')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', automationId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
  return row;
}

/** Its versions and runs go with it; its events stay, no longer linked (foreign keys). */
export async function deleteOwnAutomation(db: Kysely<Database>, userId: string, automationId: string): Promise<void> {
  const row = await db.deleteFrom('automations').where('id', '=', automationId).where('user_id', '=', userId).returning('id').executeTakeFirst();
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
}
