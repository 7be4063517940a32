import { sql, type Kysely } from 'kysely';

/**
 * Which kinds of notification a person wants (Settings → Notifications). A kind they turned off is never
 * created for them, whoever creates it (the database triggers through notify_user() or the API's
 * notifyUser()): a BEFORE INSERT trigger on notifications drops the row. No row here = every kind on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('muted_kinds', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create or replace function notifications_honour_preferences() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from notification_preferences p where p.user_id = new.user_id and new.kind = any (p.muted_kinds)) then
        return null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger notifications_honour_preferences before insert on notifications
    for each row execute function notifications_honour_preferences()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists notifications_honour_preferences on notifications`.execute(db);
  await sql`drop function if exists notifications_honour_preferences()`.execute(db);
  await db.schema.dropTable('notification_preferences').ifExists().execute();
}
