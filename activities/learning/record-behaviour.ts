/** Behaviour records (seed 001 §3): written by the product when people act, a window of the last 100 per user (§9). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HISTORY_WINDOW } from '../../domain/learning/constants';
import type { BehaviourInput } from '../../domain/learning/types';

type Db = Kysely<Database>;

/** Inserts one behaviour and trims the user's records to the newest 100, in one transaction. */
export async function recordBehaviour(db: Db, userId: string, behaviour: BehaviourInput): Promise<void> {
  await recordBehaviours(db, userId, [behaviour]);
}

export async function recordBehaviours(db: Db, userId: string, behaviours: readonly BehaviourInput[]): Promise<void> {
  if (behaviours.length === 0) return;
  const write = async (trx: Db) => {
    await trx
      .insertInto('behaviour_records')
      .values(behaviours.map((behaviour) => ({ user_id: userId, type: behaviour.type, context: JSON.stringify(behaviour.context), metadata: JSON.stringify(behaviour.metadata ?? {}) })))
      .execute();
    await trimBehaviours(trx, userId);
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}

export async function trimBehaviours(db: Db, userId: string): Promise<void> {
  await sql`
    delete from behaviour_records
    where user_id = ${userId}::uuid
      and id not in (select id from behaviour_records where user_id = ${userId}::uuid order by id desc limit ${HISTORY_WINDOW})
  `.execute(db);
}

export interface BehaviourLogger {
  warn(object: unknown, message: string): void;
}

/**
 * Records without ever failing the person's request: what they did already happened; a lost record only
 * means one observation less. The failure is logged.
 */
export async function recordBehaviourSafely(db: Db, log: BehaviourLogger, userId: string, behaviours: BehaviourInput | readonly BehaviourInput[] | (() => Promise<BehaviourInput | readonly BehaviourInput[]>)): Promise<void> {
  try {
    const resolved = typeof behaviours === 'function' ? await behaviours() : behaviours;
    await recordBehaviours(db, userId, Array.isArray(resolved) ? resolved : [resolved as BehaviourInput]);
  } catch (error) {
    log.warn({ err: error, userId }, 'A behaviour could not be recorded for learning');
  }
}
