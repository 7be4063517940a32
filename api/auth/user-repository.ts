import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProfileRow } from '../../db/tables/accounts';

type Db = Kysely<Database> | Transaction<Database>;

export async function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Db, email: string, passwordHash: string): Promise<string> {
  const row = await db.insertInto('users').values({ email, password_hash: passwordHash }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProfile(db: Db, profile: { id: string; email: string; fullName: string }): Promise<void> {
  await db.insertInto('profiles').values({ id: profile.id, email: profile.email, full_name: profile.fullName || null, avatar_url: null }).execute();
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

export async function updateProfileName(db: Db, userId: string, fullName: string): Promise<void> {
  await db.updateTable('profiles').set({ full_name: fullName, updated_at: new Date() }).where('id', '=', userId).execute();
}
