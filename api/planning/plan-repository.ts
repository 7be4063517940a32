import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TimeBlockPlanRow } from '../../db/tables/planning';
import { timeBlockPlanWorkflowId } from '../../domain/planning/plan';
import { notFound } from '../http-error';

type Db = Kysely<Database> | Transaction<Database>;

export const PLAN_NOT_FOUND = 'Plan not found';

export async function findOwnPlan(db: Db, userId: string, planId: string, forUpdate = false): Promise<TimeBlockPlanRow> {
  let query = db.selectFrom('time_block_plans').selectAll().where('id', '=', planId).where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(PLAN_NOT_FOUND);
  return row;
}

/** The newest plan still of interest: computing, proposed, accepted or failed (dismissed and superseded ones are history). */
export async function latestPlan(db: Db, userId: string): Promise<TimeBlockPlanRow | null> {
  const row = await db
    .selectFrom('time_block_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['computing', 'proposed', 'accepted', 'failed'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The accepted plan whose range is not over, if any: a new plan replaces it. */
export async function currentAcceptedPlanId(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('time_block_plans')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .where('range_end', '>', sql<Date>`now()`)
    .orderBy('decided_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function hasOpenTask(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('completed', '=', false)
    .where('status', 'not in', ['Done', 'Blocked'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertComputingPlan(trx: Transaction<Database>, userId: string, range: { rangeStart: string; rangeEnd: string }, replacesPlanId: string | null): Promise<TimeBlockPlanRow> {
  const id = randomUUID();
  return trx
    .insertInto('time_block_plans')
    .values({
      id,
      user_id: userId,
      status: 'computing',
      workflow_id: timeBlockPlanWorkflowId(id),
      range_start: new Date(range.rangeStart),
      range_end: new Date(range.rangeEnd),
      blocks: JSON.stringify([]),
      at_risk: JSON.stringify([]),
      changes: JSON.stringify([]),
      replaces_plan_id: replacesPlanId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
