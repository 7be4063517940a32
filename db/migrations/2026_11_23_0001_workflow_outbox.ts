import { sql, type Kysely } from 'kysely';

/**
 * The transactional outbox: a workflow start or signal is written in the same transaction as the rows
 * it belongs to, and a relay sends it to Temporal after commit (and again after a crash) until it is
 * delivered. Delivered intents are deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workflow_outbox')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('start', 'signal')`))
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    // start: the workflow type; signal: the signal name.
    .addColumn('name', 'text', (col) => col.notNull())
    // start: the workflow's arguments; signal: the signal's arguments.
    .addColumn('args', 'jsonb', (col) => col.notNull())
    .addColumn('options', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Due when not after now; a relay that claims an intent moves it forward (a lease), so one relay sends it at a time.
    .addColumn('due_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('workflow_outbox_due_idx').on('workflow_outbox').columns(['due_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workflow_outbox').execute();
}
