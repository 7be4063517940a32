import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import type { DayWindow } from '../../domain/dashboard/day-window';
import type { ChecklistFacts } from '../../domain/dashboard/checklist';
import { DASHBOARD_LIST_LIMIT, FAILED_RUN_DAYS, type AgendaItem, type Dashboard } from '../../domain/dashboard/types';
import { itemLinks } from '../../domain/search/links';

type Db = Kysely<Database>;
const iso = (value: Date) => value.toISOString();
const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Hearings (events with a case number, kind of hearing or judge) from today to the end of the week. */
export async function weekHearings(db: Db, userId: string, window: DayWindow, zone: string): Promise<AgendaItem[]> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['id', 'title', 'start_at', 'all_day', 'time_zone', 'case_number', 'hearing_type', 'judge', 'location'])
    .where('user_id', '=', userId)
    .where('start_at', '>=', new Date(window.todayStart))
    .where('start_at', '<', new Date(window.weekEnd))
    .where((eb) => eb.or([eb(sql`coalesce(hearing_type, '')`, '<>', ''), eb(sql`coalesce(case_number, '')`, '<>', ''), eb(sql`coalesce(judge, '')`, '<>', '')]))
    .orderBy('start_at')
    .limit(200)
    .execute();
  return rows.map((row) => {
    // An all-day event falls on its own day wherever the person is.
    const date = DateTime.fromJSDate(row.start_at, { zone: row.all_day ? row.time_zone : zone }).toISODate() ?? window.today;
    return {
      kind: 'hearing',
      id: row.id,
      title: row.title,
      start: iso(row.start_at),
      date,
      allDay: row.all_day,
      caseNumber: row.case_number,
      hearingType: row.hearing_type,
      judge: row.judge,
      location: row.location,
      state: null,
      href: itemLinks.calendarEvent(row.id, date),
    };
  });
}

/** Open deadlines of chains not dismissed, due today to the end of the week. */
export async function weekDeadlines(db: Db, userId: string, window: DayWindow): Promise<AgendaItem[]> {
  const rows = await db
    .selectFrom('chain_deadlines as d')
    .innerJoin('deadline_chains as c', 'c.id', 'd.chain_id')
    .select(['d.id', 'd.title', 'd.due_date', 'd.state', 'd.calendar_event_id', 'c.hearing_event_id', 'c.case_number', 'c.hearing_type'])
    .where('d.user_id', '=', userId)
    .where('c.user_id', '=', userId)
    .where('c.status', '<>', 'dismissed')
    .where('d.state', '<>', 'dismissed')
    .where('d.kind', '=', 'deadline')
    .where('d.completed_at', 'is', null)
    .where('d.due_date', '>=', window.today)
    .where('d.due_date', '<=', window.lastDayOfWeek)
    .orderBy('d.due_date')
    .limit(200)
    .execute();
  return rows.map((row) => {
    const eventId = row.calendar_event_id ?? row.hearing_event_id;
    return {
      kind: 'deadline',
      id: row.id,
      title: row.title,
      start: null,
      date: row.due_date,
      allDay: true,
      caseNumber: row.case_number,
      hearingType: row.hearing_type,
      judge: null,
      location: null,
      state: row.state,
      href: eventId ? itemLinks.calendarEvent(eventId, row.due_date) : itemLinks.calendarDay(row.due_date),
    };
  });
}

export async function pendingApprovals(db: Db, userId: string): Promise<Dashboard['approvals']> {
  const pending = db.selectFrom('audit_entries').where('user_id', '=', userId).where('status', '=', 'pending');
  const [total, rows] = await Promise.all([
    pending.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    pending.select(['id', 'description', 'action_type', 'created_at', 'expires_at']).orderBy('created_at', 'desc').limit(DASHBOARD_LIST_LIMIT).execute(),
  ]);
  return {
    count: count(total?.n),
    items: rows.map((row) => ({ id: row.id, description: row.description, actionType: row.action_type, createdAt: iso(row.created_at), expiresAt: row.expires_at ? iso(row.expires_at) : null })),
  };
}

/** Tasks not done that are due before the end of today (overdue ones included). */
export async function dueTasks(db: Db, userId: string, window: DayWindow, now: Date): Promise<Dashboard['tasks']> {
  const due = db
    .selectFrom('tasks')
    .where('user_id', '=', userId)
    .where('completed', '=', false)
    .where('status', '<>', 'Done')
    .where('due_date', 'is not', null)
    .where('due_date', '<', new Date(window.todayEnd));
  const [totals, rows] = await Promise.all([
    due
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.count<string>(sql`case when due_date < ${now} then 1 end`).as('overdue')])
      .executeTakeFirst(),
    due.select(['id', 'title', 'priority', 'status', 'due_date']).orderBy('due_date').orderBy('id').limit(DASHBOARD_LIST_LIMIT).execute(),
  ]);
  return {
    count: count(totals?.n),
    overdue: count(totals?.overdue),
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      priority: row.priority,
      status: row.status,
      dueDate: iso(row.due_date!),
      overdue: row.due_date!.getTime() < now.getTime(),
      href: itemLinks.task(row.id),
    })),
  };
}

/** Mail analysed (without error) after `since`; the subject is known for the demo mailbox's messages. */
export async function analysedMail(db: Db, userId: string, since: Date): Promise<Omit<Dashboard['mail'], 'since' | 'firstVisit'>> {
  const analysed = db
    .selectFrom('email_analyses as a')
    .where('a.user_id', '=', userId)
    .where('a.error', 'is', null)
    .where('a.created_at', '>', since);
  const [total, rows] = await Promise.all([
    analysed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    analysed
      .leftJoin('demo_messages as m', (join) => join.on(sql`m.id::text`, '=', sql.ref('a.message_id')).onRef('m.account_id', '=', 'a.account_id').on('m.user_id', '=', userId))
      .select(['a.id', 'a.account_id', 'a.message_id', 'a.summary', 'a.priority', 'a.category', 'a.created_at', 'm.subject', 'm.folder'])
      .orderBy('a.created_at', 'desc')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
  ]);
  return {
    count: count(total?.n),
    items: rows.map((row) => ({
      id: row.id,
      subject: row.subject ?? null,
      summary: row.summary,
      priority: row.priority,
      category: row.category,
      createdAt: iso(row.created_at),
      href: itemLinks.mailMessage(row.account_id, row.folder ?? 'INBOX', row.message_id),
    })),
  };
}

export async function failedRuns(db: Db, userId: string, now: Date): Promise<Dashboard['failedRuns']> {
  const failed = db
    .selectFrom('automation_runs as r')
    .innerJoin('automations as a', 'a.id', 'r.automation_id')
    .where('r.user_id', '=', userId)
    .where('a.user_id', '=', userId)
    .where('r.status', '=', 'failed')
    .where('r.started_at', '>', new Date(now.getTime() - FAILED_RUN_DAYS * 24 * 60 * 60 * 1000));
  const [total, rows] = await Promise.all([
    failed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    failed.select(['r.id', 'r.automation_id', 'a.name', 'r.error', 'r.started_at']).orderBy('r.started_at', 'desc').limit(DASHBOARD_LIST_LIMIT).execute(),
  ]);
  return {
    count: count(total?.n),
    items: rows.map((row) => ({
      id: row.id,
      automationId: row.automation_id,
      automationName: row.name,
      error: row.error,
      startedAt: iso(row.started_at),
      href: itemLinks.automationRun(row.automation_id, row.id),
    })),
  };
}

export async function checklistFacts(db: Db, userId: string): Promise<ChecklistFacts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('linked_accounts').select('id').where('user_id', '=', userId)).as('mailbox'),
      eb.exists(eb.selectFrom('automations').select('id').where('user_id', '=', userId).where('template_name', 'is not', null)).as('automation'),
      eb
        .or([
          eb.exists(eb.selectFrom('team_invitations').select('id').where('created_by', '=', userId)),
          eb.exists(
            eb
              .selectFrom('team_members as mine')
              .innerJoin('team_members as other', 'other.team_id', 'mine.team_id')
              .select('mine.team_id')
              .where('mine.user_id', '=', userId)
              .where('other.user_id', '<>', userId),
          ),
        ])
        .as('team'),
    ])
    .executeTakeFirstOrThrow();
  return { hasMailbox: Boolean(row.mailbox), hasTemplateAutomation: Boolean(row.automation), hasInvitedTeam: Boolean(row.team) };
}
