import { sql, type Kysely } from 'kysely';

/** When the learning check last looked at a user's behaviours: the scheduled check skips users with nothing newer. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_personalities').addColumn('checked_at', 'timestamptz').execute();
  await sql`create index behaviour_records_occurred_idx on behaviour_records (occurred_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists behaviour_records_occurred_idx`.execute(db);
  await db.schema.alterTable('user_personalities').dropColumn('checked_at').execute();
}
