import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChainDeadlineRow, DeadlineChainRow } from '../../db/tables/deadlines';
import { handSetDate } from '../../domain/deadline-chains/hand-moves';
import { userTimeZone } from '../settings/user-zone';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A chain deadline with whether its task is done (a completed deadline keeps its date) and the day a person
 * moved it to on the calendar or in the tasks, if they did (it then counts as edited by hand).
 */
export type DeadlineWithTask = ChainDeadlineRow & { task_completed: boolean | null; hand_date: string | null };

/** The chain of this hearing: the event's chain for the same hearing type (a trial set after the MSC is a new chain). */
export async function findChainForEvent(db: Db, userId: string, eventId: string, hearingType: string, forUpdate = false): Promise<DeadlineChainRow | undefined> {
  let query = db
    .selectFrom('deadline_chains')
    .selectAll()
    .where('user_id', '=', userId)
    .where('hearing_event_id', '=', eventId)
    .where(sql<string>`lower(coalesce(hearing_type, ''))`, '=', hearingType.trim().toLowerCase());
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findChain(db: Db, userId: string, chainId: string, forUpdate = false): Promise<DeadlineChainRow | undefined> {
  let query = db.selectFrom('deadline_chains').selectAll().where('user_id', '=', userId).where('id', '=', chainId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The chain's deadlines, earliest first. */
export async function chainDeadlines(db: Db, userId: string, chainIds: readonly string[]): Promise<DeadlineWithTask[]> {
  if (chainIds.length === 0) return [];
  const [rows, timeZone] = await Promise.all([
    db
      .selectFrom('chain_deadlines as d')
      .leftJoin('tasks as t', (join) => join.onRef('t.id', '=', 'd.task_id').on('t.user_id', '=', userId))
      .leftJoin('calendar_events as e', (join) => join.onRef('e.id', '=', 'd.calendar_event_id').on('e.user_id', '=', userId))
      .selectAll('d')
      .select(['t.completed as task_completed', 't.due_date as task_due', 'e.start_at as event_start', 'e.time_zone as event_zone'])
      .where('d.user_id', '=', userId)
      .where('d.chain_id', 'in', [...chainIds])
      .orderBy('d.due_date')
      .orderBy('d.position')
      .orderBy('d.id')
      .execute(),
    userTimeZone(db, userId),
  ]);
  return rows.map(({ task_due, event_start, event_zone, ...row }) => ({
    ...row,
    hand_date: handSetDate({ state: row.state, dueDate: row.due_date, event: event_start && event_zone ? { start: event_start, timeZone: event_zone } : null, taskDue: task_due, timeZone }),
  }));
}

/** Where the deadline is now: where a person moved it, or the chain's date. */
export const currentDate = (row: DeadlineWithTask) => row.hand_date ?? row.due_date;
export const isEditedByHand = (row: DeadlineWithTask) => row.edited_by_hand_at !== null || row.hand_date !== null;

export const isCompleted = (row: DeadlineWithTask) => row.completed_at !== null || row.task_completed === true;

export interface ChangeEntry {
  userId: string;
  chainId: string;
  deadlineId?: string | null;
  action: string;
  oldDate?: string | null;
  newDate?: string | null;
  note?: string | null;
  by: 'person' | 'analysis';
}

/** One line of the chain's change log. */
export async function logChange(trx: Transaction<Database>, entry: ChangeEntry): Promise<void> {
  await trx
    .insertInto('deadline_changes')
    .values({
      user_id: entry.userId,
      chain_id: entry.chainId,
      deadline_id: entry.deadlineId ?? null,
      action: entry.action,
      old_date: entry.oldDate ?? null,
      new_date: entry.newDate ?? null,
      note: entry.note ?? null,
      by: entry.by,
    })
    .execute();
}

export async function touchChain(trx: Transaction<Database>, chainId: string, values: Partial<Pick<DeadlineChainRow, 'status' | 'pending_trigger_date' | 'trigger_date'>> = {}): Promise<DeadlineChainRow> {
  return trx.updateTable('deadline_chains').set({ ...values, updated_at: new Date() }).where('id', '=', chainId).returningAll().executeTakeFirstOrThrow();
}
