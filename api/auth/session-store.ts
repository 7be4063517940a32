import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Only a hash of the session token is stored, so a database leak does not leak sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  ttlDays: number,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, user_agent: userAgent?.slice(0, 300) ?? null })
    .execute();
  return { token, expiresAt };
}

export async function findSessionUserId(db: Kysely<Database>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export interface SessionSummary {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  current: boolean;
}

export async function listSessions(db: Kysely<Database>, userId: string, currentToken: string | undefined): Promise<SessionSummary[]> {
  const currentHash = currentToken ? hashToken(currentToken) : null;
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'created_at', 'expires_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    userAgent: row.user_agent,
    current: row.token_hash === currentHash,
  }));
}

/** Ends one of the user's own sessions; false when the id is not one of theirs. */
export async function revokeSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
