import { sql, type Kysely } from 'kysely';

/**
 * Notifications and sticky notes (seed 001 §3–§5), stored per user.
 *
 * Notifications from real events are made by triggers here, so every writer (the API and the worker's
 * activities alike) makes them in its own transaction: an audit entry waiting for approval, an analysis
 * that put a hearing on the calendar or moved it, an automation run that failed. Mentions and team
 * invitations come from the API through notifyUser(). Each publishes on the live channel
 * (publish_live_event of 2026_11_28_0001_live_events).
 *
 * No flood: while a notification about a subject is unread, the same subject does not notify again;
 * the unread one is brought up to date instead (unique index on the unread rows).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('approval', 'analysis', 'run-failed', 'mention', 'team-invitation', 'team-message')`),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('link', 'text')
    // What it is about, e.g. { auditEntryId } or { runId }; '{}' when nothing in particular.
    .addColumn('subject', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where not read`.execute(db);
  await sql`
    create unique index notifications_unread_subject_key on notifications (user_id, kind, subject)
    where not read and subject <> '{}'::jsonb`.execute(db);

  await db.schema
    .createTable('sticky_notes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull().check(sql`btrim(content, E' \\t\\n\\r') <> '' and char_length(content) <= 5000`))
    .addColumn('color', 'text', (col) =>
      col.notNull().defaultTo('cream').check(sql`color in ('cream', 'yellow', 'pink', 'blue', 'green', 'lavender')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index sticky_notes_user_idx on sticky_notes (user_id, created_at desc)`.execute(db);

  // One notification (or the unread one about the same subject, brought up to date), published live.
  await sql`
    create or replace function notify_user(p_user_id uuid, p_kind text, p_title text, p_message text, p_link text, p_subject jsonb)
    returns uuid language plpgsql as $$
    declare
      v_id uuid;
      v_inserted boolean;
    begin
      insert into notifications (user_id, kind, title, message, link, subject)
        values (p_user_id, p_kind, left(p_title, 300), left(coalesce(p_message, ''), 2000), p_link, coalesce(p_subject, '{}'::jsonb))
        on conflict (user_id, kind, subject) where not read and subject <> '{}'::jsonb
        do update set title = excluded.title, message = excluded.message, link = excluded.link
        returning id, (xmax = 0) into v_id, v_inserted;
      if v_inserted then
        perform publish_live_event(p_user_id, 'notification.added', jsonb_build_object('notificationId', v_id));
      else
        perform publish_live_event(p_user_id, 'notifications.changed', '{}'::jsonb);
      end if;
      return v_id;
    end $$`.execute(db);

  // An approval waiting in the audit queue; once decided, its notification is read.
  await sql`
    create or replace function notifications_on_audit_entry() returns trigger language plpgsql as $$
    begin
      if new.status = 'pending' and (tg_op = 'INSERT' or old.status is distinct from 'pending') then
        perform notify_user(new.user_id, 'approval', 'Approval waiting: ' || new.description,
          'An action waits for your approval in the audit queue.', '/audit', jsonb_build_object('auditEntryId', new.id));
      elsif tg_op = 'UPDATE' and old.status = 'pending' and new.status <> 'pending' then
        update notifications set read = true, read_at = now()
          where user_id = new.user_id and kind = 'approval' and not read and subject = jsonb_build_object('auditEntryId', new.id);
        if found then
          perform publish_live_event(new.user_id, 'notifications.changed', '{}'::jsonb);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger audit_entries_notify after insert or update of status on audit_entries
    for each row execute function notifications_on_audit_entry()`.execute(db);

  // An automation run that turned failed.
  await sql`
    create or replace function notifications_on_automation_run() returns trigger language plpgsql as $$
    declare
      v_name text;
    begin
      if new.status = 'failed' and (tg_op = 'INSERT' or old.status is distinct from 'failed') then
        select name into v_name from automations where id = new.automation_id;
        perform notify_user(new.user_id, 'run-failed', 'Automation run failed: ' || coalesce(v_name, 'an automation'),
          coalesce(new.error, ''), '/automation/' || new.automation_id || '/runs/' || new.id, jsonb_build_object('runId', new.id));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger automation_runs_notify after insert or update of status on automation_runs
    for each row execute function notifications_on_automation_run()`.execute(db);

  // An analysed e-mail that put a hearing on the calendar ('created') or moved the one of its case ('updated').
  await sql`
    create or replace function notifications_on_email_analysis() returns trigger language plpgsql as $$
    declare
      v_event record;
      v_moved boolean;
    begin
      if new.calendar_event_id is null or new.calendar_event_status not in ('created', 'updated') then
        return null;
      end if;
      if tg_op = 'UPDATE' and old.calendar_event_status is not distinct from new.calendar_event_status
         and old.calendar_event_id is not distinct from new.calendar_event_id then
        return null;
      end if;
      select id, title, start_at, time_zone into v_event from calendar_events where id = new.calendar_event_id;
      if not found then
        return null;
      end if;
      v_moved := new.calendar_event_status = 'updated';
      perform notify_user(new.user_id, 'analysis',
        case when v_moved then 'Hearing moved: ' else 'Hearing added to your calendar: ' end || v_event.title,
        case when v_moved then 'Now on ' else 'On ' end
          || to_char(v_event.start_at at time zone v_event.time_zone, 'Mon FMDD, YYYY "at" FMHH12:MI AM') || '.',
        '/calendar?date=' || to_char(v_event.start_at at time zone v_event.time_zone, 'YYYY-MM-DD') || '&event=' || v_event.id,
        jsonb_build_object('calendarEventId', v_event.id));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger email_analyses_notify after insert or update of calendar_event_status, calendar_event_id on email_analyses
    for each row execute function notifications_on_email_analysis()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists email_analyses_notify on email_analyses`.execute(db);
  await sql`drop trigger if exists automation_runs_notify on automation_runs`.execute(db);
  await sql`drop trigger if exists audit_entries_notify on audit_entries`.execute(db);
  await sql`drop function if exists notifications_on_email_analysis()`.execute(db);
  await sql`drop function if exists notifications_on_automation_run()`.execute(db);
  await sql`drop function if exists notifications_on_audit_entry()`.execute(db);
  await sql`drop function if exists notify_user(uuid, text, text, text, text, jsonb)`.execute(db);
  await db.schema.dropTable('sticky_notes').execute();
  await db.schema.dropTable('notifications').execute();
}
