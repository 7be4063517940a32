import { sql, type Kysely } from 'kysely';

/**
 * Per-folder totals of the demo mailbox, kept by a trigger, so folder counts and the list's
 * result-size estimate cost the same at a thousand messages as at a hundred thousand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_folder_counts')
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('linked_accounts.id').onDelete('cascade'))
    .addColumn('folder', 'text', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unread', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('demo_folder_counts_pkey', ['account_id', 'folder'])
    .execute();

  await sql`
    create function demo_folder_counts_apply(p_account uuid, p_folder text, p_total integer, p_unread integer) returns void
    language sql as $$
      insert into demo_folder_counts (account_id, folder, total, unread) values (p_account, p_folder, p_total, p_unread)
      on conflict (account_id, folder) do update
        set total = demo_folder_counts.total + excluded.total, unread = demo_folder_counts.unread + excluded.unread
    $$`.execute(db);

  await sql`
    create function demo_folder_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform demo_folder_counts_apply(old.account_id, old.folder, -1, case when old.is_read then 0 else -1 end);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform demo_folder_counts_apply(new.account_id, new.folder, 1, case when new.is_read then 0 else 1 end);
      end if;
      return null;
    end $$`.execute(db);

  // Mailboxes that existed before the counters start from their true counts.
  await sql`
    insert into demo_folder_counts (account_id, folder, total, unread)
    select account_id, folder, count(*)::int, (count(*) filter (where not is_read))::int from demo_messages group by account_id, folder`.execute(db);

  await sql`
    create trigger demo_messages_folder_counts
    after insert or delete or update of folder, is_read on demo_messages
    for each row execute function demo_folder_counts_track()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger demo_messages_folder_counts on demo_messages`.execute(db);
  await sql`drop function demo_folder_counts_track()`.execute(db);
  await sql`drop function demo_folder_counts_apply(uuid, text, integer, integer)`.execute(db);
  await db.schema.dropTable('demo_folder_counts').execute();
}
