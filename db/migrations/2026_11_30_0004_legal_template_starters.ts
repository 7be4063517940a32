import { sql, type Kysely } from 'kysely';

/**
 * Who has been given the starter document templates: each person gets them once, on their first template
 * list, and a person who deletes them does not get them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('legal_template_starters')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legal_template_starters').ifExists().execute();
}
