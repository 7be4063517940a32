import { sql, type Kysely } from 'kysely';

/**
 * Agents made by the wizard (seed 001 §3 "Created agent"): triggers, working hours and notification
 * preferences; the history of their status (for uptime); a person's feedback on a completed action; and
 * swarms, groups of agents made from a template together with the automation that connects them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('agents')
    // e.g. ["email.received", "task.created", "schedule.daily", "manual"]
    .addColumn('triggers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // { start: "09:00", end: "17:00" } in the user's time zone; null means any time.
    .addColumn('working_hours', 'jsonb')
    // { frequency: "immediate" | "hourly" | "daily", urgencyThreshold: "low" | "medium" | "high" }
    .addColumn('notification_preferences', 'jsonb', (col) => col.notNull().defaultTo(sql`'{"frequency":"immediate","urgencyThreshold":"low"}'::jsonb`))
    .execute();

  await db.schema
    .createTable('agent_status_changes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('agent_id', 'uuid', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('agent_status_changes_agent_idx').on('agent_status_changes').columns(['agent_id', 'changed_at']).execute();
  // Every writer (API, activities, SQL) records status changes the same way; existing agents start from their creation.
  await sql`
    create function agents_record_status() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.status is distinct from old.status then
        insert into agent_status_changes (agent_id, status, changed_at) values (new.id, new.status, case when tg_op = 'INSERT' then new.created_at else now() end);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger agents_status_history after insert or update of status on agents for each row execute function agents_record_status()`.execute(db);
  await sql`insert into agent_status_changes (agent_id, status, changed_at) select id, status, created_at from agents`.execute(db);

  await db.schema
    .createTable('agent_feedback')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('action_id', 'uuid', (col) => col.notNull().references('agent_actions.id').onDelete('cascade'))
    .addColumn('rating', 'text', (col) => col.notNull().check(sql`rating in ('good', 'bad')`))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo('').check(sql`char_length(note) <= 2000`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agent_feedback_action_key', ['user_id', 'action_id'])
    .execute();
  await db.schema.createIndex('agent_feedback_agent_idx').on('agent_feedback').columns(['agent_id', 'created_at']).execute();

  await db.schema
    .createTable('swarms')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 1 and 200`))
    .addColumn('automation_id', 'uuid', (col) => col.references('automations.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('swarms_user_idx').on('swarms').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('swarm_agents')
    .addColumn('swarm_id', 'uuid', (col) => col.notNull().references('swarms.id').onDelete('cascade'))
    .addColumn('agent_id', 'uuid', (col) => col.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('swarm_agents_pkey', ['swarm_id', 'agent_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('swarm_agents').execute();
  await db.schema.dropTable('swarms').execute();
  await db.schema.dropTable('agent_feedback').execute();
  await sql`drop trigger if exists agents_status_history on agents`.execute(db);
  await sql`drop function if exists agents_record_status()`.execute(db);
  await db.schema.dropTable('agent_status_changes').execute();
  await db.schema.alterTable('agents').dropColumn('notification_preferences').dropColumn('working_hours').dropColumn('triggers').execute();
}
