import type { EventWriter } from '../../api/calendar/event-service';
import type { CalendarEventRow } from '../../db/tables/analysis';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import { civilDayOf } from '../../domain/deadline-chains/civil-day';
import { chainDeadlines, findChainForEvent, logChange, touchChain } from './chain-store';
import type { ProposeOutcome } from './propose-chain';
import { moveChain } from './reschedule';

/**
 * Inside a calendar write that moved an event: when it is the hearing of a chain, the chain follows as it
 * does after a continuance notice (a reschedule waiting for the person, when anything of it is accepted).
 */
export async function followHearingMove(writer: EventWriter, event: Pick<CalendarEventRow, 'id' | 'start_at' | 'time_zone' | 'hearing_type'>): Promise<void> {
  if (!event.hearing_type?.trim()) return;
  const chain = await findChainForEvent(writer.trx, writer.userId, event.id, event.hearing_type, true);
  if (chain) await followHearing(writer, chain, civilDayOf(event.start_at, event.time_zone), 'person');
}

/**
 * The hearing of a chain is now on `date` (a continuance analysed, or the event moved by a person): back on
 * its date clears a waiting reschedule; a chain nothing of which is accepted simply follows; otherwise the new
 * date waits as a reschedule for the person to apply, and nothing moves.
 */
export async function followHearing(writer: EventWriter, chain: DeadlineChainRow, date: string, by: 'person' | 'analysis'): Promise<ProposeOutcome> {
  const { trx, userId } = writer;
  const result = (outcome: ProposeOutcome['outcome']): ProposeOutcome => ({ outcome, chainId: chain.id, autoAccepted: 0 });
  if (chain.status === 'dismissed') return result('dismissed');
  if (date === chain.trigger_date) {
    if (chain.pending_trigger_date !== null) {
      await touchChain(trx, chain.id, { pending_trigger_date: null });
      await logChange(trx, { userId, chainId: chain.id, action: 'reschedule_discarded', oldDate: chain.pending_trigger_date, newDate: date, note: 'the hearing is back on its date', by });
    }
    return result('unchanged');
  }
  if (date === chain.pending_trigger_date) return result('pending');
  const rows = await chainDeadlines(trx, userId, [chain.id]);
  if (!rows.some((row) => row.state === 'accepted')) {
    // Nothing of it is on the calendar yet: the proposal follows the hearing (hand-set dates stay).
    await moveChain(writer, chain, rows, date, by);
    await logChange(trx, { userId, chainId: chain.id, action: 'recomputed', oldDate: chain.trigger_date, newDate: date, note: 'the hearing moved before the chain was accepted', by });
    return result('recomputed');
  }
  await touchChain(trx, chain.id, { pending_trigger_date: date });
  await logChange(trx, { userId, chainId: chain.id, action: 'hearing_moved', oldDate: chain.trigger_date, newDate: date, note: 'waiting for you to apply the reschedule', by });
  return result('pending');
}
