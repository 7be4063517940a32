import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { busyEvents, openTasks } from '../../activities/planning/planning-data';
import { userTimeZone } from '../../activities/settings/user-zone';
import type { DeadlineWithTask } from '../../activities/deadlines/chain-store';
import { taskDueFor } from '../../domain/deadline-chains/civil-day';
import { focusBlockMoves } from '../../domain/deadline-chains/focus-preview';
import type { DeadlineMove, FocusBlockMove } from '../../domain/deadline-chains/view';

/**
 * The focus blocks the reschedule would move: those of the accepted focus-time plan whose tasks' due
 * dates move, where they are and where the planner would put them. Nothing when no plan is accepted.
 */
export async function focusPreview(db: Kysely<Database>, userId: string, moves: readonly DeadlineMove[], rows: readonly DeadlineWithTask[]): Promise<{ focusBlocks: FocusBlockMove[]; focusPlanAccepted: boolean }> {
  const plan = await db
    .selectFrom('time_block_plans')
    .select(['blocks', 'range_start', 'range_end'])
    .where('user_id', '=', userId)
    .where('status', '=', 'accepted')
    .orderBy('decided_at', 'desc')
    .executeTakeFirst();
  if (!plan) return { focusBlocks: [], focusPlanAccepted: false };
  const timeZone = await userTimeZone(db, userId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const movedDues = new Map<string, string>();
  for (const move of moves) {
    const row = byId.get(move.deadlineId);
    if (move.keeps || move.newDate === move.oldDate || row?.state !== 'accepted' || !row.task_id) continue;
    movedDues.set(row.task_id, taskDueFor(move.newDate, timeZone).toISOString());
  }
  if (movedDues.size === 0) return { focusBlocks: [], focusPlanAccepted: true };
  const [tasks, events] = await Promise.all([openTasks(db, userId), busyEvents(db, userId, plan.range_start, plan.range_end)]);
  const planner = { tasks, events, timeZone, rangeStart: plan.range_start.toISOString(), rangeEnd: plan.range_end.toISOString(), now: new Date().toISOString() };
  return { focusBlocks: focusBlockMoves({ acceptedBlocks: plan.blocks, planner, movedDues }), focusPlanAccepted: true };
}
