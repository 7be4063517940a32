import { sql, type Kysely } from 'kysely';

/**
 * Tasks and a calendar people work in (seed 000 §3, §9): the remaining task fields, user task
 * templates, calendar sources, hand edits of analysed events, task ↔ event links, time-block
 * plans, and each user's settings (time zone, overlays, the secret iCal feed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('America/Los_Angeles'))
    // { showCompleted, showTasks, showAutomations, showTimeBlocks, fadeCompleted }; absent keys are on.
    .addColumn('calendar_overlays', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // SHA-256 of the secret in the user's iCal feed address; null until a feed is made.
    .addColumn('ical_token_hash', 'text', (col) => col.unique())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('tasks')
    .addColumn('project_id', 'text')
    .addColumn('notebook_id', 'text')
    .addColumn('template_id', 'text')
    // Who made the task when it was not typed in here: { kind: 'agent' | 'automation' | 'calendar', id, name }.
    .addColumn('source', 'jsonb')
    .execute();
  // Agents used to store the priority as given; the spec's four values are kept, anything else is Medium.
  await sql`update tasks set priority = case lower(priority) when 'low' then 'Low' when 'high' then 'High' when 'urgent' then 'Urgent' else 'Medium' end`.execute(db);
  await sql`alter table tasks add constraint tasks_priority_check check (priority in ('Low', 'Medium', 'High', 'Urgent'))`.execute(db);
  await sql`create index tasks_user_parent_idx on tasks (user_id, parent_task_id)`.execute(db);
  await sql`create index tasks_user_due_idx on tasks (user_id, due_date) where not completed`.execute(db);

  await db.schema
    .createTable('task_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('default_priority', 'text', (col) => col.notNull().defaultTo('Medium').check(sql`default_priority in ('Low', 'Medium', 'High', 'Urgent')`))
    .addColumn('default_tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('default_estimated_minutes', 'integer')
    .addColumn('default_status', 'text', (col) => col.notNull().defaultTo('To Do').check(sql`default_status in ('To Do', 'In Progress', 'Done', 'Blocked')`))
    // A template's due date is relative: this many days after the task is made.
    .addColumn('default_due_in_days', 'integer')
    .addColumn('default_assigned_to', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index task_templates_user_idx on task_templates (user_id)`.execute(db);

  await db.schema
    .createTable('calendar_sources')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('color', 'text', (col) => col.notNull())
    .addColumn('visible', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('primary', 'tasks', 'automation', 'timeblock', 'custom')`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('calendar_sources_pkey', ['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('time_block_plans')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('computing').check(sql`status in ('computing', 'proposed', 'accepted', 'superseded', 'dismissed', 'failed')`))
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    .addColumn('range_start', 'timestamptz', (col) => col.notNull())
    .addColumn('range_end', 'timestamptz', (col) => col.notNull())
    // [{ taskId, title, start, end, busy }] as proposed; [{ taskId, title, reason }] that cannot fit.
    .addColumn('blocks', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('at_risk', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // What moved against the plan it replaces: [{ taskId, title, from, to }].
    .addColumn('changes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('replaces_plan_id', 'uuid', (col) => col.references('time_block_plans.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create index time_block_plans_user_idx on time_block_plans (user_id, created_at desc)`.execute(db);

  await db.schema
    .alterTable('calendar_events')
    .addColumn('task_id', 'uuid', (col) => col.references('tasks.id').onDelete('set null'))
    .addColumn('automation_id', 'text')
    .addColumn('time_block_id', 'uuid')
    .addColumn('plan_id', 'uuid', (col) => col.references('time_block_plans.id').onDelete('set null'))
    // RFC 5545 RRULE (without DTSTART) for a recurring event; null for a single one.
    .addColumn('recurrence', 'text')
    // Set when a person changes an event that came from an analysed e-mail: re-analysis no longer overwrites it.
    .addColumn('edited_by_hand_at', 'timestamptz')
    // What a later re-analysis wanted to change on a hand-edited event: { title, start, end, location, judge, hearingType, messageId, at }.
    .addColumn('analysis_conflict', 'jsonb')
    .execute();
  await sql`create unique index calendar_events_task_key on calendar_events (task_id) where task_id is not null`.execute(db);
  // One analysed event per case; people may add more events for a case (a deposition, a deadline) by hand.
  await sql`drop index calendar_events_user_case_key`.execute(db);
  await sql`create unique index calendar_events_user_case_key on calendar_events (user_id, case_number) where case_number is not null and email_source is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index calendar_events_user_case_key`.execute(db);
  await sql`create unique index calendar_events_user_case_key on calendar_events (user_id, case_number) where case_number is not null`.execute(db);
  await sql`drop index calendar_events_task_key`.execute(db);
  await db.schema
    .alterTable('calendar_events')
    .dropColumn('task_id')
    .dropColumn('automation_id')
    .dropColumn('time_block_id')
    .dropColumn('plan_id')
    .dropColumn('recurrence')
    .dropColumn('edited_by_hand_at')
    .dropColumn('analysis_conflict')
    .execute();
  await db.schema.dropTable('time_block_plans').execute();
  await db.schema.dropTable('calendar_sources').execute();
  await db.schema.dropTable('task_templates').execute();
  await sql`alter table tasks drop constraint tasks_priority_check`.execute(db);
  await db.schema.alterTable('tasks').dropColumn('project_id').dropColumn('notebook_id').dropColumn('template_id').dropColumn('source').execute();
  await db.schema.dropTable('user_settings').execute();
}
