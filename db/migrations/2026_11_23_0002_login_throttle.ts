import { sql, type Kysely } from 'kysely';

/**
 * Sign-in throttling by (account, client) and by client instead of by account alone, so failures
 * from one address never lock the owner out from another. Replaces login_attempts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addPrimaryKeyConstraint('login_throttle_pkey', ['scope', 'subject'])
    .execute();
  await db.schema.dropTable('login_attempts').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('attempted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index login_attempts_email_idx on login_attempts (lower(email), attempted_at)`.execute(db);
  await db.schema.dropTable('login_throttle').execute();
}
