import { sql, type Kysely } from 'kysely';

/**
 * The case numbers a client matter carries (one or more), as written and in the normalised form two
 * spellings share (no spaces, upper case), so a matter lists the mail, hearings and tasks that carry them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('matter_case_numbers')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder_id', 'uuid', (col) => col.notNull().references('knowledge_folders.id').onDelete('cascade'))
    .addColumn('case_number', 'text', (col) => col.notNull())
    .addColumn('normalised', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('matter_case_numbers_folder_number_key', ['folder_id', 'normalised'])
    .execute();
  await sql`create index matter_case_numbers_user_idx on matter_case_numbers (user_id, folder_id, position)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('matter_case_numbers').ifExists().execute();
}
