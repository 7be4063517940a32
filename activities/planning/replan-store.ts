import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { timeBlockPlanWorkflowId } from '../../domain/planning/plan';

/** What a change to the calendar asks of the user's accepted plan. */
export interface ReplanDecision {
  planId: string;
  /** 'start': run the plan's workflow (new, or again); 'signal': it is computing, tell it to compute again. */
  action: 'start' | 'signal';
}

export interface TouchedSpan {
  start: Date | string;
  end: Date | string;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * After an event was added, moved or deleted: when the user has an accepted plan whose range is not over
 * (and the change falls inside what is left of it, when the change is given), a new plan replacing it is
 * computed. Coalesced: a replan already computing is told to compute again, a replan already proposed is
 * computed again in place; only otherwise is a new plan row made. Null when there is nothing to replan.
 */
export async function decideReplan(db: Db, userId: string, touched?: readonly TouchedSpan[]): Promise<ReplanDecision | null> {
  const accepted = await db
    .selectFrom('time_block_plans')
    .select(['id', 'range_start', 'range_end'])
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .where('range_end', '>', sql<Date>`now()`)
    .orderBy('decided_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!accepted) return null;
  if (touched && !touched.some((span) => overlapsRemaining(span, accepted.range_start, accepted.range_end))) return null;

  const pending = await db
    .selectFrom('time_block_plans')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('replaces_plan_id', '=', accepted.id)
    .where('status', 'in', ['computing', 'proposed'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (pending?.status === 'computing') return { planId: pending.id, action: 'signal' };
  if (pending) {
    await db
      .updateTable('time_block_plans')
      .set({ status: 'computing', error: null })
      .where('id', '=', pending.id)
      .where('user_id', '=', userId)
      .execute();
    return { planId: pending.id, action: 'start' };
  }

  const planId = randomUUID();
  await db
    .insertInto('time_block_plans')
    .values({
      id: planId,
      user_id: userId,
      status: 'computing',
      workflow_id: timeBlockPlanWorkflowId(planId),
      range_start: accepted.range_start,
      range_end: accepted.range_end,
      blocks: JSON.stringify([]),
      at_risk: JSON.stringify([]),
      changes: JSON.stringify([]),
      replaces_plan_id: accepted.id,
    })
    .execute();
  return { planId, action: 'start' };
}

function overlapsRemaining(span: TouchedSpan, rangeStart: Date, rangeEnd: Date): boolean {
  const from = Math.max(rangeStart.getTime(), Date.now());
  return new Date(span.start).getTime() < rangeEnd.getTime() && new Date(span.end).getTime() > from;
}
