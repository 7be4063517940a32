import { sql, type Transaction } from 'kysely';
import type { ThrottleState } from '../../domain/auth/login-throttle';
import type { Database } from '../../db/schema';
import type { LoginThrottleTable } from '../../db/tables/login-throttle';

export interface ThrottleKey {
  scope: LoginThrottleTable['scope'];
  subject: string;
}

type Trx = Transaction<Database>;

const keyOf = (key: ThrottleKey) => `${key.scope}:${key.subject}`;

/**
 * Locks the keys' rows (creating missing ones) until the transaction ends, so concurrent attempts on the same
 * key, from any API process, are counted one after the other. Rows are locked in key order: no deadlocks.
 */
export async function lockKeys(trx: Trx, keys: ThrottleKey[], now: Date): Promise<Map<string, ThrottleState>> {
  await trx
    .insertInto('login_throttle')
    .values(keys.map((key) => ({ scope: key.scope, subject: key.subject, failures: 0, updated_at: now, locked_until: null })))
    .onConflict((oc) => oc.columns(['scope', 'subject']).doNothing())
    .execute();
  const rows = await trx
    .selectFrom('login_throttle')
    .selectAll()
    .where((eb) => eb.or(keys.map((key) => eb.and([eb('scope', '=', key.scope), eb('subject', '=', key.subject)]))))
    .orderBy('scope')
    .orderBy('subject')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [keyOf(row), { failures: row.failures, updatedAt: row.updated_at, lockedUntil: row.locked_until }]));
}

export function stateOf(states: Map<string, ThrottleState>, key: ThrottleKey): ThrottleState | undefined {
  return states.get(keyOf(key));
}

export async function save(trx: Trx, key: ThrottleKey, state: ThrottleState): Promise<void> {
  await trx
    .updateTable('login_throttle')
    .set({ failures: state.failures, updated_at: state.updatedAt, locked_until: state.lockedUntil })
    .where('scope', '=', key.scope)
    .where('subject', '=', key.subject)
    .execute();
}

export async function remove(trx: Trx, key: ThrottleKey): Promise<void> {
  await trx.deleteFrom('login_throttle').where('scope', '=', key.scope).where('subject', '=', key.subject).execute();
}

/** Deletes keys nobody has tried since `quietBefore` and whose wait ended by then: they would start afresh anyway. */
export async function prune(trx: Trx, quietBefore: Date): Promise<void> {
  await trx
    .deleteFrom('login_throttle')
    .where(sql<Date>`greatest(updated_at, locked_until)`, '<', quietBefore)
    .execute();
}
