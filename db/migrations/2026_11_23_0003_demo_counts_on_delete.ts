import { sql, type Kysely } from 'kysely';

/**
 * Deleting a demo mailbox cascades to its messages, whose delete trigger used to *upsert* a
 * decrement into demo_folder_counts: for a mailbox being deleted that insert broke the foreign
 * key and the whole delete failed. A decrement now only updates a counter row that still exists.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function demo_folder_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update demo_folder_counts
          set total = total - 1, unread = unread - case when old.is_read then 0 else 1 end
          where account_id = old.account_id and folder = old.folder;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform demo_folder_counts_apply(new.account_id, new.folder, 1, case when new.is_read then 0 else 1 end);
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function demo_folder_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform demo_folder_counts_apply(old.account_id, old.folder, -1, case when old.is_read then 0 else -1 end);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform demo_folder_counts_apply(new.account_id, new.folder, 1, case when new.is_read then 0 else 1 end);
      end if;
      return null;
    end $$`.execute(db);
}
