import { createEvent, type EventWriter } from '../../api/calendar/event-service';
import { requestReplan } from '../../api/planning/request-replan';
import { taskDueFor } from '../../domain/deadline-chains/civil-day';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import { userTimeZone } from '../settings/user-zone';
import { insertTask } from '../tasks/task-store';
import { logChange, touchChain, type DeadlineWithTask } from './chain-store';
import { deadlineEventInput, deadlineTask } from './deadline-items';

/**
 * Accepts proposed deadlines of a chain, inside the writer's transaction: a deadline gets its all-day
 * event (through the calendar's own create, so it is mirrored and replanned like any event) and every
 * one a task due that day whose estimate is the rule's preparation time, for the focus-time planner.
 * Deadlines not proposed are left as they are. Returns how many were accepted.
 */
export async function acceptDeadlines(writer: EventWriter, chain: DeadlineChainRow, rows: readonly DeadlineWithTask[], by: 'person' | 'analysis', note: string | null = null): Promise<number> {
  const { trx, userId } = writer;
  const proposed = rows.filter((row) => row.state === 'proposed');
  if (proposed.length === 0) return 0;
  const timeZone = await userTimeZone(trx, userId);
  for (const row of proposed) {
    const event = row.kind === 'deadline' ? await createEvent(writer, deadlineEventInput(row, chain)) : null;
    const taskId = await insertTask(trx, userId, deadlineTask(row, chain, taskDueFor(row.due_date, timeZone)));
    await trx
      .updateTable('chain_deadlines')
      .set({ state: 'accepted', calendar_event_id: event?.id ?? null, task_id: taskId, updated_at: new Date() })
      .where('id', '=', row.id)
      .where('user_id', '=', userId)
      .execute();
    await logChange(trx, { userId, chainId: chain.id, deadlineId: row.id, action: 'accepted', newDate: row.due_date, by, note });
  }
  if (chain.status !== 'accepted') await touchChain(trx, chain.id, { status: 'accepted' });
  // New tasks with estimates: an accepted focus-time plan is computed again to make room for their preparation.
  await requestReplan(trx, writer.intents, userId);
  return proposed.length;
}
