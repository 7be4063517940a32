import { sql, type Kysely } from 'kysely';

/**
 * An approval notification honours the agent's notification preferences (seed 001 §3 "Created agent"):
 *
 * - urgency: low for actions that change nothing or are easy to undo, medium for calendar changes, high for
 *   sending or deleting mail (agent_action_urgency; domain/agents/urgency.ts mirrors it for the wizard's preview,
 *   and a test keeps the two equal). An approval less urgent than the agent's urgencyThreshold notifies nobody;
 *   it still waits in the audit queue.
 * - frequency: 'immediate' notifies for each approval, as before. 'hourly' / 'daily': while an unread approval
 *   notification for that agent is younger than an hour / a day, it is brought up to date ("3 actions from
 *   E-mail Agent wait for your approval.") instead of a new one. Its subject names the agent and when it began
 *   ({agentId, digestSince}), so a later one never collides with it on notifications_unread_subject_key; each
 *   counts the approvals from its start until the next one's. When the last of its approvals is decided, it is read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function agent_action_urgency(p_type text) returns text language sql immutable as $$
      select case
        when p_type in ('email.send_reply', 'email.delete') then 'high'
        when p_type like 'calendar.%' then 'medium'
        else 'low'
      end
    $$`.execute(db);
  await sql`
    create or replace function urgency_rank(p_urgency text) returns int language sql immutable as $$
      select case p_urgency when 'high' then 2 when 'medium' then 1 else 0 end
    $$`.execute(db);

  // The agent's digest, brought up to date from the approvals it covers (read once none waits any more).
  await sql`
    create or replace function refresh_approval_digest(p_notification_id uuid) returns void language plpgsql as $$
    declare
      v_note record;
      v_name text;
      v_count int;
      v_until timestamptz;
    begin
      select id, user_id, subject, created_at into v_note from notifications where id = p_notification_id;
      if not found then
        return;
      end if;
      select name into v_name from agents where id = (v_note.subject ->> 'agentId')::uuid;
      -- It covers the agent's approvals from its start until the next one of that agent began.
      select min((n.subject ->> 'digestSince')::timestamptz) into v_until from notifications n
        where n.user_id = v_note.user_id and n.kind = 'approval' and n.subject ->> 'agentId' = v_note.subject ->> 'agentId'
          and n.subject ? 'digestSince' and (n.subject ->> 'digestSince')::timestamptz > (v_note.subject ->> 'digestSince')::timestamptz;
      select count(*) into v_count from audit_entries
        where user_id = v_note.user_id and agent_id = (v_note.subject ->> 'agentId')::uuid and status = 'pending'
          and created_at >= (v_note.subject ->> 'digestSince')::timestamptz
          and (v_until is null or created_at < v_until);
      if v_count = 0 then
        update notifications set read = true, read_at = now() where id = v_note.id and not read;
      else
        update notifications
          set title = 'Approvals waiting: ' || coalesce(v_name, 'an agent'),
              message = v_count || case when v_count = 1 then ' action from ' else ' actions from ' end
                || coalesce(v_name, 'an agent') || case when v_count = 1 then ' waits' else ' wait' end || ' for your approval.'
          where id = v_note.id;
      end if;
      perform publish_live_event(v_note.user_id, 'notifications.changed', '{}'::jsonb);
    end $$`.execute(db);

  await sql`
    create or replace function notifications_on_audit_entry() returns trigger language plpgsql as $$
    declare
      v_prefs jsonb;
      v_frequency text;
      v_window interval;
      v_digest uuid;
    begin
      if new.status = 'pending' and (tg_op = 'INSERT' or old.status is distinct from 'pending') then
        if new.agent_id is not null then
          select notification_preferences into v_prefs from agents where id = new.agent_id;
        end if;
        if urgency_rank(agent_action_urgency(new.action_type)) < urgency_rank(coalesce(v_prefs ->> 'urgencyThreshold', 'low')) then
          return null;
        end if;
        v_frequency := coalesce(v_prefs ->> 'frequency', 'immediate');
        if v_frequency not in ('hourly', 'daily') then
          perform notify_user(new.user_id, 'approval', 'Approval waiting: ' || new.description,
            'An action waits for your approval in the audit queue.', '/audit', jsonb_build_object('auditEntryId', new.id));
          return null;
        end if;
        v_window := case v_frequency when 'hourly' then interval '1 hour' else interval '1 day' end;
        select id into v_digest from notifications
          where user_id = new.user_id and kind = 'approval' and not read
            and subject ->> 'agentId' = new.agent_id::text and subject ? 'digestSince'
            and created_at > now() - v_window
          order by created_at desc limit 1
          for update;
        if v_digest is null then
          v_digest := notify_user(new.user_id, 'approval', 'Approvals waiting', '', '/audit',
            jsonb_build_object('agentId', new.agent_id, 'digestSince', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')));
        end if;
        perform refresh_approval_digest(v_digest);
      elsif tg_op = 'UPDATE' and old.status = 'pending' and new.status <> 'pending' then
        update notifications set read = true, read_at = now()
          where user_id = new.user_id and kind = 'approval' and not read and subject = jsonb_build_object('auditEntryId', new.id);
        if found then
          perform publish_live_event(new.user_id, 'notifications.changed', '{}'::jsonb);
        end if;
        if new.agent_id is not null then
          for v_digest in
            select id from notifications
              where user_id = new.user_id and kind = 'approval' and not read
                and subject ->> 'agentId' = new.agent_id::text and subject ? 'digestSince'
                and (subject ->> 'digestSince')::timestamptz <= new.created_at
          loop
            perform refresh_approval_digest(v_digest);
          end loop;
        end if;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one notification per approval (2026_11_28_0004_notifications).
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
  await sql`drop function if exists refresh_approval_digest(uuid)`.execute(db);
  await sql`drop function if exists urgency_rank(text)`.execute(db);
  await sql`drop function if exists agent_action_urgency(text)`.execute(db);
}
