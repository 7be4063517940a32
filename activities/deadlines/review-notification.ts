import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DeadlineChainRow } from '../../db/tables/deadlines';
import { notifyUser } from '../../api/notifications/notify';
import { publishLive } from '../../api/live/publish';
import { chainReviewNotification } from '../../domain/deadline-chains/review-notification';

/** Waiting chains notify as approvals do: the kind a person already gets (and can mute) for what waits on them. */
const KIND = 'approval';
const subjectOf = (chainId: string) => ({ deadlineChainId: chainId });

async function proposedCount(trx: Transaction<Database>, userId: string, chainId: string): Promise<number> {
  const row = await trx
    .selectFrom('chain_deadlines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('chain_id', '=', chainId)
    .where('state', '=', 'proposed')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** A new chain with deadlines still proposed tells the person, linking to where it is decided. */
export async function notifyChainWaiting(trx: Transaction<Database>, userId: string, chain: DeadlineChainRow): Promise<void> {
  const count = await proposedCount(trx, userId, chain.id);
  if (count === 0) return;
  const text = chainReviewNotification(
    { id: chain.id, hearingType: chain.hearing_type, hearingTitle: chain.hearing_title, caseNumber: chain.case_number, triggerDate: chain.trigger_date, sourceSubject: chain.source?.subject ?? null },
    count,
  );
  await notifyUser(trx, { userId, kind: KIND, ...text, subject: subjectOf(chain.id) });
}

/** Once nothing of the chain is proposed any more (decided from any screen), its notification is read. */
export async function settleChainNotification(trx: Transaction<Database>, userId: string, chainId: string): Promise<void> {
  if ((await proposedCount(trx, userId, chainId)) > 0) return;
  const result = await trx
    .updateTable('notifications')
    .set({ read: true, read_at: new Date() })
    .where('user_id', '=', userId)
    .where('kind', '=', KIND)
    .where('read', '=', false)
    .where(sql<boolean>`subject = ${JSON.stringify(subjectOf(chainId))}::jsonb`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) await publishLive(trx, userId, 'notifications.changed', {});
}
