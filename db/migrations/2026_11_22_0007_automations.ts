import { sql, type Kysely } from 'kysely';

/**
 * Automations (seed 001 §3): the automation, its immutable versions, its runs (durable workflows),
 * its automation events (§4 states) and rules. Approval steps of a run wait in the audit queue like
 * agent actions, so an audit entry no longer needs an agent action.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('automations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'inactive')`))
    .addColumn('current_version', 'integer', (col) => col.notNull().defaultTo(0))
    // IANA zone the schedule trigger's dates and times are read in.
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    // Sealed with the app's secret box; the caller of the webhook sends it back.
    .addColumn('webhook_secret', 'text')
    .addColumn('template_name', 'text')
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('automations_user_idx').on('automations').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('automation_versions')
    .addColumn('automation_id', 'uuid', (col) => col.notNull().references('automations.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('definition', 'jsonb', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    // The version this one was restored from, if any.
    .addColumn('restored_from', 'integer')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('automation_versions_pkey', ['automation_id', 'version'])
    .execute();

  await db.schema
    .createTable('automation_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('automation_id', 'uuid', (col) => col.notNull().references('automations.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('workflow_id', 'text', (col) => col.notNull().unique())
    .addColumn('trigger_type', 'text', (col) => col.notNull().check(sql`trigger_type in ('manual', 'email', 'schedule', 'webhook', 'rule', 'retry')`))
    .addColumn('trigger_data', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('running').check(sql`status in ('running', 'completed', 'failed', 'cancelled')`))
    // { [nodeId]: NodeRunState } as last recorded; the live state comes from the workflow's query.
    .addColumn('node_states', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('failed_node_id', 'text')
    .addColumn('retry_of', 'uuid', (col) => col.references('automation_runs.id').onDelete('set null'))
    .addColumn('resumed_from_node_id', 'text')
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('automation_runs_list_idx').on('automation_runs').columns(['automation_id', 'started_at']).execute();
  await db.schema.createIndex('automation_runs_user_idx').on('automation_runs').columns(['user_id', 'started_at']).execute();

  await db.schema
    .createTable('automation_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('automation_id', 'uuid', (col) => col.references('automations.id').onDelete('set null'))
    // The trigger node the event was meant for; it may have been removed since.
    .addColumn('trigger_id', 'text', (col) => col.notNull())
    // What caused it, unique per automation (e.g. 'email:{accountId}:{messageId}'), so a redelivery is one event.
    .addColumn('source_key', 'text', (col) => col.notNull())
    .addColumn('timestamp', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('processed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('workflow_run_ids', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'completed', 'failed')`))
    .addColumn('error', 'text')
    .execute();
  await sql`create unique index automation_events_source_idx on automation_events (automation_id, source_key)`.execute(db);
  await db.schema.createIndex('automation_events_user_idx').on('automation_events').columns(['user_id', 'timestamp']).execute();

  await db.schema
    .createTable('automation_rules')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('conditions', 'jsonb', (col) => col.notNull())
    .addColumn('actions', 'jsonb', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('trigger_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_triggered', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('audit_entries').alterColumn('action_id', (col) => col.dropNotNull()).execute();
  // Which approval step of which run an entry stands for (null for agent actions).
  await db.schema.alterTable('audit_entries').addColumn('automation_run_id', 'uuid', (col) => col.references('automation_runs.id').onDelete('cascade')).execute();
  await db.schema.alterTable('audit_entries').addColumn('automation_node_id', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_entries').dropColumn('automation_node_id').execute();
  await db.schema.alterTable('audit_entries').dropColumn('automation_run_id').execute();
  await db.deleteFrom('audit_entries').where('action_id', 'is', null).execute();
  await db.schema.alterTable('audit_entries').alterColumn('action_id', (col) => col.setNotNull()).execute();
  for (const table of ['automation_rules', 'automation_events', 'automation_runs', 'automation_versions', 'automations']) {
    await db.schema.dropTable(table).execute();
  }
}
