import type { EventWriter } from '../calendar/event-service';
import { HttpError, notFound } from '../http-error';
import { chainDeadlines, currentDate, findChain, logChange, type DeadlineWithTask } from '../../activities/deadlines/chain-store';
import { moveDeadline } from '../../activities/deadlines/move-deadline';
import { userTimeZone } from '../../activities/settings/user-zone';
import { requestReplan } from '../planning/request-replan';
import { isCivilDate } from '../../domain/deadline-chains/civil-day';
import { DEADLINE_NOT_FOUND, DISMISSED_DEADLINE_EDIT } from '../../domain/deadline-chains/messages';

/** A person sets a deadline's date by hand: it keeps that date through later reschedules; the change is logged. */
export async function editDeadlineDate(writer: EventWriter, deadlineId: string, dueDate: string): Promise<DeadlineWithTask> {
  const { trx, userId } = writer;
  if (!isCivilDate(dueDate)) throw new HttpError(400, 'invalid_date', 'Give a real date between the years 1900 and 2200 (YYYY-MM-DD).');
  const found = await trx.selectFrom('chain_deadlines').select('chain_id').where('id', '=', deadlineId).where('user_id', '=', userId).executeTakeFirst();
  if (!found) throw notFound(DEADLINE_NOT_FOUND);
  // The chain's lock serialises this with accepting and rescheduling it.
  await findChain(trx, userId, found.chain_id, true);
  const row = (await chainDeadlines(trx, userId, [found.chain_id])).find((each) => each.id === deadlineId)!;
  if (row.state === 'dismissed') throw new HttpError(409, 'conflict', DISMISSED_DEADLINE_EDIT);
  if (currentDate(row) === dueDate && row.edited_by_hand_at) return row;
  await moveDeadline(writer, row, dueDate, await userTimeZone(trx, userId), { editedByHand: true });
  await logChange(trx, { userId, chainId: row.chain_id, deadlineId: row.id, action: 'edited', oldDate: currentDate(row), newDate: dueDate, by: 'person' });
  if (row.state === 'accepted' && row.task_id) await requestReplan(trx, writer.intents, userId);
  return (await chainDeadlines(trx, userId, [row.chain_id])).find((each) => each.id === deadlineId)!;
}
