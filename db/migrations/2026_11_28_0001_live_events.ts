import { sql, type Kysely } from 'kysely';

/**
 * The one live channel. Every change a browser should see becomes a row of live_events (kept an hour, so a
 * reconnecting browser can replay what it missed); a trigger announces each row with
 * pg_notify('live_events', …), delivered at commit to every API process that listens.
 *
 * Existing tables publish through statement-level triggers over their transition tables: one event per
 * person and subject per statement, so inserting thousands of rows costs one extra statement, and more
 * than SUBJECTS_PER_STATEMENT subjects of one person collapse into one event with an empty subject.
 */

/** Same number as LIVE_SUBJECTS_PER_STATEMENT in domain/live/events.ts (migrations import no application code). */
const SUBJECTS_PER_STATEMENT = 20;

/** A notification payload must stay below 8000 bytes; a larger subject is left for the reader to fetch. */
const PAYLOAD_LIMIT_BYTES = 7900;

interface LiveSource {
  table: string;
  type: string;
  /** The subject, an SQL expression over the changed row `r`: ids and a status only. */
  subject: string;
}

const LIVE_SOURCES: readonly LiveSource[] = [
  { table: 'audit_entries', type: 'audit.changed', subject: `jsonb_build_object('entryId', r.id, 'status', r.status)` },
  { table: 'automation_runs', type: 'run.changed', subject: `jsonb_build_object('runId', r.id, 'automationId', r.automation_id, 'status', r.status)` },
  {
    table: 'email_analyses',
    type: 'analysis.changed',
    subject: `jsonb_build_object('accountId', r.account_id, 'messageId', r.message_id, 'status', r.calendar_event_status)`,
  },
  { table: 'calendar_events', type: 'calendar.changed', subject: `jsonb_build_object('eventId', r.id)` },
  { table: 'tasks', type: 'tasks.changed', subject: `jsonb_build_object('taskId', r.id)` },
  { table: 'deadline_chains', type: 'deadlines.changed', subject: `jsonb_build_object('chainId', r.id)` },
  { table: 'chain_deadlines', type: 'deadlines.changed', subject: `jsonb_build_object('chainId', r.chain_id, 'deadlineId', r.id)` },
  { table: 'time_block_plans', type: 'planning.changed', subject: `jsonb_build_object('planId', r.id, 'status', r.status)` },
  { table: 'knowledge_documents', type: 'knowledge.changed', subject: `jsonb_build_object('documentId', r.id, 'status', r.status)` },
];

const OPERATIONS = [
  { op: 'insert', rows: 'new_rows', referencing: 'new table as new_rows' },
  { op: 'update', rows: 'new_rows', referencing: 'new table as new_rows' },
  { op: 'delete', rows: 'old_rows', referencing: 'old table as old_rows' },
] as const;

/** The statement that publishes one event per person and subject of a transition table. */
function publishRows(source: LiveSource, rows: string): string {
  return `
      insert into live_events (user_id, type, subject)
      select c.user_id, '${source.type}', case when c.n > ${SUBJECTS_PER_STATEMENT} then '{}'::jsonb else c.subject end
      from (
        select d.user_id, d.subject, count(*) over (partition by d.user_id) as n, row_number() over (partition by d.user_id) as k
        from (select distinct r.user_id, ${source.subject} as subject from ${rows} r) d
      ) c
      where (c.n <= ${SUBJECTS_PER_STATEMENT} or c.k = 1)
        -- A person being deleted takes their rows along (cascade): nobody is left to tell.
        and exists (select 1 from users u where u.id = c.user_id)`;
}

const functionName = (source: LiveSource) => `live_publish_${source.table}`;
const triggerName = (source: LiveSource, op: string) => `live_${source.table}_${op}`;

/**
 * The channel itself: table, `publish_live_event(user, type, subject)` and the notifying trigger. It needs
 * only a `users(id uuid)` table (the multi-process test applies just this to a bare server).
 */
export async function createLiveEventsCore(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('subject', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('live_events_user_id_id').on('live_events').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('live_events_created_at').on('live_events').column('created_at').execute();

  await sql`
    create function publish_live_event(p_user_id uuid, p_type text, p_subject jsonb) returns void
    language sql as $$
      insert into live_events (user_id, type, subject) values (p_user_id, p_type, coalesce(p_subject, '{}'::jsonb))
    $$`.execute(db);

  await sql`
    create function live_events_notify() returns trigger language plpgsql as $$
    declare
      payload text;
    begin
      payload := json_build_object('id', new.id, 'userId', new.user_id, 'type', new.type, 'subject', new.subject, 'at', new.created_at)::text;
      if octet_length(payload) > ${sql.lit(PAYLOAD_LIMIT_BYTES)} then
        payload := json_build_object('id', new.id, 'userId', new.user_id, 'type', new.type, 'subject', null, 'at', new.created_at)::text;
      end if;
      perform pg_notify('live_events', payload);
      return null;
    end $$`.execute(db);

  await sql`create trigger live_events_notify after insert on live_events for each row execute function live_events_notify()`.execute(db);
}

export async function dropLiveEventsCore(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists live_events_notify on live_events`.execute(db);
  await sql`drop function if exists live_events_notify()`.execute(db);
  await sql`drop function if exists publish_live_event(uuid, text, jsonb)`.execute(db);
  await db.schema.dropTable('live_events').ifExists().execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await createLiveEventsCore(db);
  for (const source of LIVE_SOURCES) {
    // Static text from this file only (no input reaches it).
    await sql
      .raw(
        `create function ${functionName(source)}() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then${publishRows(source, 'old_rows')};
          else${publishRows(source, 'new_rows')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    for (const { op, referencing } of OPERATIONS) {
      await sql
        .raw(`create trigger ${triggerName(source, op)} after ${op} on ${source.table} referencing ${referencing} for each statement execute function ${functionName(source)}()`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const source of LIVE_SOURCES) {
    for (const { op } of OPERATIONS) await sql.raw(`drop trigger if exists ${triggerName(source, op)} on ${source.table}`).execute(db);
    await sql.raw(`drop function if exists ${functionName(source)}()`).execute(db);
  }
  await dropLiveEventsCore(db);
}
