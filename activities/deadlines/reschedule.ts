import type { EventWriter } from '../../api/calendar/event-service';
import { requestReplan } from '../../api/planning/request-replan';
import type { DeadlineMove } from '../../domain/deadline-chains/view';
import { computeDeadline, previewReschedule } from '../../domain/deadlines/index';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import { userTimeZone } from '../settings/user-zone';
import { currentDate, isCompleted, isEditedByHand, logChange, touchChain, type DeadlineWithTask } from './chain-store';
import { chainTrigger } from './chain-trigger';
import { ruleOf } from './deadline-items';
import { moveDeadline } from './move-deadline';

/** What moving the chain's trigger to `date` would do to each deadline still in it (dismissed ones are left out). */
export function deadlineMoves(chain: DeadlineChainRow, rows: readonly DeadlineWithTask[], date: string): DeadlineMove[] {
  const live = rows.filter((row) => row.state !== 'dismissed');
  const changes = previewReschedule(
    live.map((row) => ({ ruleId: row.rule_id, date: currentDate(row), editedByHand: isEditedByHand(row), completed: isCompleted(row) })),
    chainTrigger(chain, date),
  );
  return changes.map((change, index) => ({ ...change, title: live[index]!.title, deadlineId: live[index]!.id, state: live[index]!.state }));
}

/**
 * Moves the chain to `date` in the writer's transaction: every deadline that is not kept (edited by hand,
 * completed) takes its new date and explanation, each change is logged, and the chain's trigger date
 * becomes `date` with nothing pending.
 */
export async function moveChain(writer: EventWriter, chain: DeadlineChainRow, rows: readonly DeadlineWithTask[], date: string, by: 'person' | 'analysis'): Promise<DeadlineMove[]> {
  const { trx, userId } = writer;
  const timeZone = await userTimeZone(trx, userId);
  const moves = deadlineMoves(chain, rows, date);
  const byId = new Map(rows.map((row) => [row.id, row]));
  let tasksMoved = false;
  for (const move of moves) {
    const row = byId.get(move.deadlineId)!;
    if (move.keeps) {
      await logChange(trx, { userId, chainId: chain.id, deadlineId: row.id, action: 'kept', oldDate: move.oldDate, newDate: move.oldDate, note: move.reason ? `kept: ${move.reason === 'edited' ? 'edited by hand' : 'completed'}` : 'kept: no rule to recompute it from', by });
      continue;
    }
    const rule = ruleOf(row.rule_id);
    const explanation = rule ? computeDeadline(rule, chainTrigger(chain, date)).explanation : undefined;
    if (move.newDate === move.oldDate && !explanation) continue;
    await moveDeadline(writer, row, move.newDate, timeZone, explanation ? { explanation } : {});
    tasksMoved ||= row.state === 'accepted' && row.task_id !== null && move.newDate !== move.oldDate;
    if (move.newDate !== move.oldDate) await logChange(trx, { userId, chainId: chain.id, deadlineId: row.id, action: 'moved', oldDate: move.oldDate, newDate: move.newDate, by });
  }
  await touchChain(trx, chain.id, { trigger_date: date, pending_trigger_date: null });
  // Tasks' due dates moved: an accepted focus-time plan is computed again (events ask for it themselves).
  if (tasksMoved) await requestReplan(trx, writer.intents, userId);
  return moves;
}
