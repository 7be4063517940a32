import { sql, type Kysely } from 'kysely';

/** Agents, their actions, the audit log of proposals and decisions, and tasks (seed 000 §3, seed 001 §3). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'idle', 'inactive')`))
    .addColumn('autonomy_level', 'text', (col) => col.notNull().check(sql`autonomy_level in ('supervised', 'semi-autonomous', 'autonomous')`))
    .addColumn('capabilities', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('config', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('agents_user_idx').on('agents').column('user_id').execute();

  await db.schema
    .createTable('agent_actions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('input', 'jsonb', (col) => col.notNull())
    .addColumn('output', 'jsonb')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'completed', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('agent_actions_agent_idx').on('agent_actions').columns(['agent_id', 'status']).execute();

  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (col) => col.references('agents.id').onDelete('set null'))
    .addColumn('action_id', 'uuid', (col) => col.notNull().references('agent_actions.id').onDelete('cascade'))
    .addColumn('action_type', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'auto_approved', 'completed', 'failed', 'expired')`),
    )
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('source_type', 'text')
    .addColumn('source_id', 'text')
    // { params, agentType, result?, error?, preview?, reason?, confidence? }
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_entries_queue_idx on audit_entries (user_id, (status = 'pending') desc, created_at desc)`.execute(db);
  await db.schema.createIndex('audit_entries_action_idx').on('audit_entries').column('action_id').execute();

  await db.schema
    .createTable('tasks')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('To Do').check(sql`status in ('To Do', 'In Progress', 'Done', 'Blocked')`))
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('Medium'))
    .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('order', 'integer', (col) => col.notNull())
    .addColumn('due_date', 'timestamptz')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('assigned_to', 'text')
    .addColumn('parent_task_id', 'uuid', (col) => col.references('tasks.id').onDelete('cascade'))
    .addColumn('workflow_id', 'text')
    .addColumn('estimated_minutes', 'integer')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('tasks_user_order_idx').on('tasks').columns(['user_id', 'order']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tasks').execute();
  await db.schema.dropTable('audit_entries').execute();
  await db.schema.dropTable('agent_actions').execute();
  await db.schema.dropTable('agents').execute();
}
