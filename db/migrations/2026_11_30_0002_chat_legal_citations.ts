import { sql, type Kysely } from 'kysely';

/**
 * The legal citations of an assistant's answer, each with its checked state (issue 14): filled once the answer is
 * complete when the person's professional mode is on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('legal_citations', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('legal_citations').execute();
}
