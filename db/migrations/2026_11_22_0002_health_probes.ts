import { sql, type Kysely } from 'kysely';

/** Round trips of the readiness workflow: API → Temporal → worker → database. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('worker_identity', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_probes').execute();
}
