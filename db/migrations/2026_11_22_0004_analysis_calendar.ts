import { sql, type Kysely } from 'kysely';

/** Calendar events and the AI analysis of each e-mail (seed 000 §3). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_events')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_at', 'timestamptz', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('America/Los_Angeles'))
    .addColumn('all_day', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('source_id', 'text', (col) => col.notNull().defaultTo('primary'))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('color', 'text')
    .addColumn('location', 'text')
    .addColumn('url', 'text')
    .addColumn('attendees', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('google_event_id', 'text')
    .addColumn('case_number', 'text')
    .addColumn('hearing_type', 'text')
    .addColumn('judge', 'text')
    .addColumn('category', 'text')
    // { accountId, messageId, subject, from } of the e-mail the event came from.
    .addColumn('email_source', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index calendar_events_user_start_idx on calendar_events (user_id, start_at)`.execute(db);
  // One event per case: a continuance moves it instead of adding a second one.
  await sql`create unique index calendar_events_user_case_key on calendar_events (user_id, case_number) where case_number is not null`.execute(db);

  await db.schema
    .createTable('email_analyses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('linked_accounts.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('workflow_id', 'text', (col) => col.notNull())
    .addColumn('analyser', 'text')
    .addColumn('priority', 'text', (col) => col.notNull().defaultTo('medium'))
    .addColumn('category', 'text', (col) => col.notNull().defaultTo('Uncategorized'))
    .addColumn('sentiment', 'text', (col) => col.notNull().defaultTo('neutral'))
    .addColumn('action_items', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('keywords', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_court_document', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_reply_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('suggested_reply', 'text')
    .addColumn('follow_up_date', 'text')
    .addColumn('meeting_details', 'jsonb')
    .addColumn('is_meeting', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('calendar_event_id', 'uuid', (col) => col.references('calendar_events.id').onDelete('set null'))
    .addColumn('calendar_event_status', 'text', (col) => col.notNull().defaultTo('pending_analysis'))
    .addColumn('calendar_event_error', 'text')
    .addColumn('calendar_event_details', 'jsonb')
    .addColumn('raw_ai_response', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index email_analyses_message_key on email_analyses (account_id, message_id)`.execute(db);
  await sql`create index email_analyses_user_idx on email_analyses (user_id, updated_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_analyses').execute();
  await db.schema.dropTable('calendar_events').execute();
}
