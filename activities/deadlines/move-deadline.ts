import { updateEvent, type EventWriter } from '../../api/calendar/event-service';
import { HttpError } from '../../api/http-error';
import { taskDueFor } from '../../domain/deadline-chains/civil-day';
import type { DeadlineExplanation } from '../../domain/deadlines/index';
import type { DeadlineWithTask } from './chain-store';

/**
 * Moves one deadline to another day inside the writer's transaction. An accepted one takes its all-day
 * event (through the calendar's own update: mirrored, replanned) and its task's due date with it.
 */
export async function moveDeadline(
  writer: EventWriter,
  row: DeadlineWithTask,
  date: string,
  timeZone: string,
  changes: { explanation?: DeadlineExplanation; editedByHand?: boolean } = {},
): Promise<void> {
  const { trx, userId } = writer;
  if (row.state === 'accepted') {
    if (row.calendar_event_id) {
      try {
        await updateEvent(writer, row.calendar_event_id, { start: date, allDay: true }, { byHand: false });
      } catch (error) {
        // The person deleted the event meanwhile: the deadline still moves, the calendar stays as they left it.
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
      }
    }
    if (row.task_id) {
      await trx.updateTable('tasks').set({ due_date: taskDueFor(date, timeZone), updated_at: new Date() }).where('id', '=', row.task_id).where('user_id', '=', userId).execute();
    }
  }
  await trx
    .updateTable('chain_deadlines')
    .set({
      due_date: date,
      ...(changes.explanation ? { explanation: JSON.stringify(changes.explanation) } : {}),
      ...(changes.editedByHand ? { edited_by_hand_at: new Date() } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .execute();
}
