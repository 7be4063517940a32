import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import type { EventWriter } from '../calendar/event-service';
import { HttpError, notFound } from '../http-error';
import { acceptDeadlines } from '../../activities/deadlines/accept-deadlines';
import { chainDeadlines, currentDate, findChain, logChange, touchChain, type DeadlineWithTask } from '../../activities/deadlines/chain-store';
import { moveChain } from '../../activities/deadlines/reschedule';
import { settleChainNotification } from '../../activities/deadlines/review-notification';
import { CHAIN_DISMISSED, CHAIN_NOT_FOUND, NO_CASE_NUMBER_TO_REMEMBER, NO_PENDING_RESCHEDULE, UNKNOWN_RULES } from '../../domain/deadline-chains/messages';
import type { RememberScope } from '../../domain/deadline-chains/view';

/** The user's chain, locked for this transaction, with its deadlines; 404 for anyone else's. */
export async function lockedChain(trx: Transaction<Database>, userId: string, chainId: string): Promise<{ chain: DeadlineChainRow; rows: DeadlineWithTask[] }> {
  const chain = await findChain(trx, userId, chainId, true);
  if (!chain) throw notFound(CHAIN_NOT_FOUND);
  return { chain, rows: await chainDeadlines(trx, userId, [chain.id]) };
}

function selected(rows: readonly DeadlineWithTask[], ruleIds: readonly string[] | undefined): DeadlineWithTask[] {
  if (!ruleIds) return [...rows];
  const unknown = ruleIds.filter((ruleId) => !rows.some((row) => row.rule_id === ruleId));
  if (unknown.length > 0) throw new HttpError(400, 'unknown_rule', UNKNOWN_RULES(unknown));
  return rows.filter((row) => ruleIds.includes(row.rule_id));
}

async function remember(trx: Transaction<Database>, userId: string, chain: DeadlineChainRow, scope: RememberScope, ruleIds: readonly string[]): Promise<void> {
  if (scope === 'matter' && !chain.case_number) throw new HttpError(400, 'no_case_number', NO_CASE_NUMBER_TO_REMEMBER);
  const keys = scope === 'matter' ? [chain.case_number!] : [...new Set(ruleIds)];
  await trx
    .insertInto('deadline_acceptances')
    .values(keys.map((key) => ({ user_id: userId, scope, key })))
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .execute();
}

/** Accepts the chain's proposed deadlines (or those of `ruleIds`), and remembers the acceptance for the matter or the rules when asked. */
export async function acceptChain(writer: EventWriter, chainId: string, body: { ruleIds?: string[]; remember?: RememberScope | null }): Promise<void> {
  const { chain, rows } = await lockedChain(writer.trx, writer.userId, chainId);
  if (chain.status === 'dismissed') throw new HttpError(409, 'conflict', CHAIN_DISMISSED);
  const chosen = selected(rows, body.ruleIds);
  if (body.remember) await remember(writer.trx, writer.userId, chain, body.remember, chosen.map((row) => row.rule_id));
  await acceptDeadlines(writer, chain, chosen, 'person');
  await settleChainNotification(writer.trx, writer.userId, chain.id);
}

/** Dismisses proposed deadlines (all, or those of `ruleIds`); a chain with nothing accepted or proposed left is dismissed. */
export async function dismissChain(trx: Transaction<Database>, userId: string, chainId: string, ruleIds?: string[]): Promise<void> {
  const { chain, rows } = await lockedChain(trx, userId, chainId);
  const chosen = selected(rows, ruleIds).filter((row) => row.state === 'proposed');
  for (const row of chosen) {
    await trx.updateTable('chain_deadlines').set({ state: 'dismissed', updated_at: new Date() }).where('id', '=', row.id).where('user_id', '=', userId).execute();
    await logChange(trx, { userId, chainId: chain.id, deadlineId: row.id, action: 'dismissed', oldDate: currentDate(row), by: 'person' });
  }
  const dismissedIds = new Set(chosen.map((row) => row.id));
  const left = rows.some((row) => !dismissedIds.has(row.id) && row.state !== 'dismissed');
  if (!left && chain.status !== 'dismissed') {
    await touchChain(trx, chain.id, { status: 'dismissed', pending_trigger_date: null });
    await logChange(trx, { userId, chainId: chain.id, action: 'dismissed', by: 'person' });
  }
  await settleChainNotification(trx, userId, chain.id);
}

/** Applies the waiting continuance: accepted deadlines move with their events and tasks, except those edited by hand or completed. */
export async function applyReschedule(writer: EventWriter, chainId: string): Promise<void> {
  const { chain, rows } = await lockedChain(writer.trx, writer.userId, chainId);
  if (chain.pending_trigger_date === null) throw new HttpError(409, 'conflict', NO_PENDING_RESCHEDULE);
  await moveChain(writer, chain, rows, chain.pending_trigger_date, 'person');
  await logChange(writer.trx, { userId: writer.userId, chainId: chain.id, action: 'reschedule_applied', oldDate: chain.trigger_date, newDate: chain.pending_trigger_date, by: 'person' });
}

/** Leaves every deadline where it is and forgets the waiting continuance. */
export async function discardReschedule(trx: Transaction<Database>, userId: string, chainId: string): Promise<void> {
  const { chain } = await lockedChain(trx, userId, chainId);
  if (chain.pending_trigger_date === null) throw new HttpError(409, 'conflict', NO_PENDING_RESCHEDULE);
  await touchChain(trx, chain.id, { pending_trigger_date: null });
  await logChange(trx, { userId, chainId: chain.id, action: 'reschedule_discarded', oldDate: chain.trigger_date, newDate: chain.pending_trigger_date, note: 'the deadlines keep their dates', by: 'person' });
}
