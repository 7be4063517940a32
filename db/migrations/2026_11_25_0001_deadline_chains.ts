import { sql, type Kysely } from 'kysely';

/**
 * Deadline chains (issue 11): the deadlines and tasks a hearing sets off, proposed from the rules and
 * accepted by a person; standing acceptances per matter or per rule; a log of every change; and the
 * built-in calendar source "Deadlines" their all-day events go in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deadline_chains')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('case_number', 'text')
    .addColumn('hearing_event_id', 'uuid', (col) => col.references('calendar_events.id').onDelete('set null'))
    .addColumn('hearing_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('trigger_kind', 'text', (col) => col.notNull())
    // Civil dates 'YYYY-MM-DD' (the hearing's day in its own zone), never instants.
    .addColumn('trigger_date', 'text', (col) => col.notNull().check(sql`trigger_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('hearing_type', 'text')
    .addColumn('service_method', 'text', (col) => col.notNull().defaultTo('none'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('proposed').check(sql`status in ('proposed', 'accepted', 'dismissed')`))
    // A continuance waiting for the person to apply the reschedule preview.
    .addColumn('pending_trigger_date', 'text', (col) => col.check(sql`pending_trigger_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One chain per hearing of an event: the analysed event of a case moves from MSC to trial, each sets off its own chain.
  await sql`create unique index deadline_chains_event_key on deadline_chains (hearing_event_id, lower(coalesce(hearing_type, ''))) where hearing_event_id is not null`.execute(db);
  await sql`create index deadline_chains_user_case_idx on deadline_chains (user_id, case_number)`.execute(db);

  await db.schema
    .createTable('chain_deadlines')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('chain_id', 'uuid', (col) => col.notNull().references('deadline_chains.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rule_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('deadline', 'task')`))
    .addColumn('due_date', 'text', (col) => col.notNull().check(sql`due_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    // The rules' order within the chain, for deadlines on the same day.
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    // The rules module's DeadlineExplanation: what "Why this date" shows.
    .addColumn('explanation', 'jsonb', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('proposed').check(sql`state in ('proposed', 'accepted', 'dismissed')`))
    .addColumn('calendar_event_id', 'uuid', (col) => col.references('calendar_events.id').onDelete('set null'))
    .addColumn('task_id', 'uuid', (col) => col.references('tasks.id').onDelete('set null'))
    .addColumn('edited_by_hand_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index chain_deadlines_chain_idx on chain_deadlines (chain_id, due_date)`.execute(db);
  await sql`create index chain_deadlines_user_idx on chain_deadlines (user_id)`.execute(db);

  await db.schema
    .createTable('deadline_acceptances')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull().check(sql`scope in ('matter', 'rule')`))
    // The case number (scope matter) or the rule id (scope rule).
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deadline_acceptances_pkey', ['user_id', 'scope', 'key'])
    .execute();

  await db.schema
    .createTable('deadline_changes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chain_id', 'uuid', (col) => col.notNull().references('deadline_chains.id').onDelete('cascade'))
    .addColumn('deadline_id', 'uuid', (col) => col.references('chain_deadlines.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('old_date', 'text')
    .addColumn('new_date', 'text')
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('by', 'text', (col) => col.notNull().check(sql`by in ('person', 'analysis')`))
    .execute();
  await sql`create index deadline_changes_chain_idx on deadline_changes (chain_id, at)`.execute(db);

  await sql`alter table calendar_sources drop constraint calendar_sources_type_check`.execute(db);
  await sql`alter table calendar_sources add constraint calendar_sources_type_check check (type in ('primary', 'tasks', 'automation', 'timeblock', 'deadlines', 'custom'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from calendar_sources where type = 'deadlines'`.execute(db);
  await sql`alter table calendar_sources drop constraint calendar_sources_type_check`.execute(db);
  await sql`alter table calendar_sources add constraint calendar_sources_type_check check (type in ('primary', 'tasks', 'automation', 'timeblock', 'custom'))`.execute(db);
  await db.schema.dropTable('deadline_changes').execute();
  await db.schema.dropTable('deadline_acceptances').execute();
  await db.schema.dropTable('chain_deadlines').execute();
  await db.schema.dropTable('deadline_chains').execute();
}
