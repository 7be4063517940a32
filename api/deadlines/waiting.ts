import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { WaitingChain, WaitingChains } from '../../domain/deadline-chains/waiting';

type Db = Kysely<Database>;

/** A chain waits for the person while it is not dismissed and still has a proposed deadline. */
function waitingQuery(db: Db, userId: string) {
  return db
    .selectFrom('deadline_chains as c')
    .where('c.user_id', '=', userId)
    .where('c.status', '<>', 'dismissed')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chain_deadlines as d')
          .select(sql`1`.as('one'))
          .whereRef('d.chain_id', '=', 'c.id')
          .where('d.user_id', '=', userId)
          .where('d.state', '=', 'proposed'),
      ),
    );
}

/** How many chains wait for the person (the audit queue's badge counts them with the approvals). */
export async function waitingChainCount(db: Db, userId: string): Promise<number> {
  const row = await waitingQuery(db, userId).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/** The person's waiting chains, the soonest hearing first, each with its proposed deadlines and its notice. */
export async function waitingChains(db: Db, userId: string, limit: number): Promise<WaitingChains> {
  const [count, chains] = await Promise.all([
    waitingChainCount(db, userId),
    waitingQuery(db, userId)
      .select(['c.id', 'c.hearing_title', 'c.hearing_type', 'c.case_number', 'c.hearing_event_id', 'c.trigger_date', 'c.source', 'c.created_at'])
      .orderBy('c.trigger_date')
      .orderBy('c.created_at')
      .orderBy('c.id')
      .limit(limit)
      .execute(),
  ]);
  if (chains.length === 0) return { count, chains: [] };
  const deadlines = await db
    .selectFrom('chain_deadlines')
    .select(['id', 'chain_id', 'rule_id', 'title', 'kind', 'due_date', 'state'])
    .where('user_id', '=', userId)
    .where(
      'chain_id',
      'in',
      chains.map((chain) => chain.id),
    )
    .where('state', '<>', 'dismissed')
    .orderBy('due_date')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    count,
    chains: chains.map((chain): WaitingChain => {
      const own = deadlines.filter((row) => row.chain_id === chain.id);
      return {
        id: chain.id,
        hearingTitle: chain.hearing_title,
        hearingType: chain.hearing_type,
        caseNumber: chain.case_number,
        hearingEventId: chain.hearing_event_id,
        triggerDate: chain.trigger_date,
        source: chain.source,
        proposed: own.filter((row) => row.state === 'proposed').map((row) => ({ id: row.id, ruleId: row.rule_id, title: row.title, kind: row.kind, dueDate: row.due_date })),
        acceptedCount: own.filter((row) => row.state === 'accepted').length,
        createdAt: chain.created_at.toISOString(),
      };
    }),
  };
}
