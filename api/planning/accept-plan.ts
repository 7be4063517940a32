import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarEventRow } from '../../db/tables/analysis';
import type { TimeBlockPlanRow } from '../../db/tables/planning';
import { TIME_BLOCK_COLOR, TIME_BLOCK_SOURCE_ID, TIME_BLOCK_TAGS } from '../../domain/planning/rules';
import { userTimeZone } from '../../activities/settings/user-zone';
import { HttpError } from '../http-error';
import { findOwnPlan } from './plan-repository';

/** Asks for one event write to be mirrored on Google Calendar (when the user has it linked). */
export type MirrorEvent = (row: Pick<CalendarEventRow, 'id' | 'google_event_id' | 'updated_at'>, action: 'upsert' | 'delete') => Promise<void>;

const notDecidable = (verb: string, status: string) => new HttpError(409, 'conflict', `Only a proposed plan can be ${verb}; this one is ${status}.`);

/**
 * Accepting a plan, in one transaction: the future focus blocks of the plan it replaces leave the
 * calendar, its blocks still to come go on it (source "Focus Blocks", #673AB7, tags focus and work),
 * the plan becomes the accepted one and every other plan waiting for a decision is superseded.
 */
export async function acceptPlan(trx: Transaction<Database>, userId: string, planId: string, mirror?: MirrorEvent): Promise<{ plan: TimeBlockPlanRow; events: CalendarEventRow[] }> {
  const plan = await findOwnPlan(trx, userId, planId, true);
  if (plan.status !== 'proposed') throw notDecidable('accepted', plan.status);
  const now = new Date();

  const earlier = await trx.selectFrom('time_block_plans').select('id').where('user_id', '=', userId).where('status', '=', 'accepted').forUpdate().execute();
  const earlierIds = earlier.map((row) => row.id);
  if (earlierIds.length > 0) {
    const removed = await trx
      .deleteFrom('calendar_events')
      .where('user_id', '=', userId)
      .where('source_id', '=', TIME_BLOCK_SOURCE_ID)
      .where('plan_id', 'in', earlierIds)
      .where('start_at', '>=', now)
      .returning(['id', 'google_event_id', 'updated_at'])
      .execute();
    if (mirror) for (const row of removed) await mirror(row, 'delete');
    await trx.updateTable('time_block_plans').set({ status: 'superseded' }).where('user_id', '=', userId).where('id', 'in', earlierIds).execute();
  }
  await trx
    .updateTable('time_block_plans')
    .set({ status: 'superseded', decided_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'proposed')
    .where('id', '!=', plan.id)
    .execute();

  const timeZone = await userTimeZone(trx, userId);
  const upcoming = plan.blocks.filter((block) => Date.parse(block.end) > now.getTime());
  const events =
    upcoming.length === 0
      ? []
      : await trx
          .insertInto('calendar_events')
          .values(
            upcoming.map((block) => ({
              user_id: userId,
              title: `Focus: ${block.title}`,
              description: `Focus time for the task "${block.title}" (task ${block.taskId}).${block.busy ? ' No slack left before its due date.' : ''}`,
              start_at: new Date(block.start),
              end_at: new Date(block.end),
              time_zone: timeZone,
              source_id: TIME_BLOCK_SOURCE_ID,
              tags: [...TIME_BLOCK_TAGS],
              color: TIME_BLOCK_COLOR,
              attendees: JSON.stringify([]),
              email_source: JSON.stringify(null),
              time_block_id: randomUUID(),
              plan_id: plan.id,
              task_id: null,
            })),
          )
          .returningAll()
          .execute();
  if (mirror) for (const row of events) await mirror(row, 'upsert');
  const accepted = await trx
    .updateTable('time_block_plans')
    .set({ status: 'accepted', decided_at: now })
    .where('id', '=', plan.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { plan: accepted, events: events.sort((a, b) => a.start_at.getTime() - b.start_at.getTime()) };
}

/** Dismissing a proposal (or one still computing: its result is then not stored). */
export async function dismissPlan(trx: Transaction<Database>, userId: string, planId: string): Promise<TimeBlockPlanRow> {
  const plan = await findOwnPlan(trx, userId, planId, true);
  if (plan.status !== 'proposed' && plan.status !== 'computing') throw notDecidable('dismissed', plan.status);
  return trx
    .updateTable('time_block_plans')
    .set({ status: 'dismissed', decided_at: new Date() })
    .where('id', '=', plan.id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
