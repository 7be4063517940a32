import { sql, type Transaction } from 'kysely';
import { recordBehaviours } from '../../activities/learning/record-behaviour';
import type { Database } from '../../db/schema';
import type { BehaviourInput } from '../../domain/learning/types';

/**
 * Records a behaviour inside the caller's transaction, in a savepoint: it commits with the person's action,
 * and a failure to record rolls back only itself, never their request.
 */
export async function recordBehaviourInSavepoint(trx: Transaction<Database>, userId: string, behaviour: BehaviourInput | readonly BehaviourInput[]): Promise<void> {
  await sql`savepoint learning_behaviour`.execute(trx);
  try {
    await recordBehaviours(trx, userId, Array.isArray(behaviour) ? behaviour : [behaviour as BehaviourInput]);
    await sql`release savepoint learning_behaviour`.execute(trx);
  } catch {
    await sql`rollback to savepoint learning_behaviour`.execute(trx);
  }
}
