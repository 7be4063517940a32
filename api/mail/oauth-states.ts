import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** How long a consent round trip may take before its state stops being accepted. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** A fresh one-use state tied to the user; the user's expired states are swept at the same time. */
export async function createOauthState(db: Kysely<Database>, userId: string, provider: string, nowMs = Date.now()): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db.deleteFrom('oauth_states').where('user_id', '=', userId).where('expires_at', '<=', new Date(nowMs)).execute();
  await db
    .insertInto('oauth_states')
    .values({ state, user_id: userId, provider, return_to: null, expires_at: new Date(nowMs + OAUTH_STATE_TTL_MS) })
    .execute();
  return state;
}

/** True when the state exists, belongs to this user and provider, and has not expired. */
export async function isLiveOauthState(db: Kysely<Database>, state: string, userId: string, provider: string): Promise<boolean> {
  const row = await db
    .selectFrom('oauth_states')
    .select('state')
    .where('state', '=', state)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the state; false when another request already used it. */
export async function consumeOauthState(db: Kysely<Database> | Transaction<Database>, state: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('oauth_states').where('state', '=', state).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
