import { sql, type Kysely } from 'kysely';

/**
 * Mock mode (seed 000 §1): a user's workspace in demo mode. 'true' = a demo user made for a first look,
 * whose session lasts 3600 s; 'hybrid' = a real user who added sample data, each sample row recorded so
 * that it can be removed again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mock_workspaces')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('true', 'hybrid')`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('mock_samples')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('calendar_event', 'task', 'automation', 'audit_entry', 'mailbox')`))
    .addColumn('row_id', 'uuid', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mock_samples_user_idx').on('mock_samples').columns(['user_id', 'kind']).execute();
  await db.schema.createIndex('mock_workspaces_expiry_idx').on('mock_workspaces').column('expires_at').where(sql.ref('mode'), '=', 'true').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mock_samples').ifExists().execute();
  await db.schema.dropTable('mock_workspaces').ifExists().execute();
}
