import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { DateTime } from 'luxon';
import { caseNumberCarried, caseNumberTextPattern, normaliseCaseNumber } from '../../domain/knowledge/case-numbers';
import { MATTER_LINKS_LIMIT, type LinkedEvent, type LinkedMail, type LinkedSection, type LinkedTask, type TaskLinkReason } from '../../domain/knowledge/matter-links';
import { itemLinks } from '../../domain/search/links';
import type { Db } from './db-types';

/**
 * The mail, calendar events and tasks of one person that carry any of a matter's case numbers. Only those
 * tables are read, each filtered by the person: the matter's documents are never part of the answer.
 */

/** The case numbers to look for, normalised (for equality with case-number fields) and as text patterns. */
export interface CaseNumberQuery {
  caseNumbers: string[];
  normalised: string[];
  patterns: string[];
}

export function caseNumberQuery(caseNumbers: string[]): CaseNumberQuery {
  const normalised = caseNumbers.map(normaliseCaseNumber);
  return { caseNumbers, normalised, patterns: normalised.map(caseNumberTextPattern) };
}

const WHITESPACE = '\\s+';

/** A case-number field equal, spacing and letter case aside, to one of the numbers. */
function fieldCarries(field: Expression<unknown> | RawBuilder<unknown>, query: CaseNumberQuery): RawBuilder<SqlBool> {
  return sql<SqlBool>`upper(regexp_replace(coalesce(${field}, ''), ${WHITESPACE}, '', 'g')) in (${sql.join(query.normalised)})`;
}

/** A text column that writes one of the numbers, with any spacing and in any letter case. */
function textCarries(text: Expression<unknown> | RawBuilder<unknown>, query: CaseNumberQuery): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    query.patterns.map((pattern) => sql`coalesce(${text}, '') ~* ${pattern}`),
    sql` or `,
  )})`;
}

function section<T>(rows: T[]): LinkedSection<T> {
  return { items: rows.slice(0, MATTER_LINKS_LIMIT), more: rows.length > MATTER_LINKS_LIMIT };
}

/** Analysed messages whose meeting details, hearing, summary or subject carry a case number; newest first. */
export async function linkedMail(db: Db, userId: string, query: CaseNumberQuery): Promise<LinkedSection<LinkedMail>> {
  const meetingCase = sql<string | null>`a.meeting_details->>'caseNumber'`;
  const rows = await db
    .selectFrom('email_analyses as a')
    .leftJoin('demo_messages as m', (join) => join.on(sql`m.id::text`, '=', sql.ref('a.message_id')).onRef('m.account_id', '=', 'a.account_id').on('m.user_id', '=', userId))
    .leftJoin('calendar_events as e', (join) => join.onRef('e.id', '=', 'a.calendar_event_id').on('e.user_id', '=', userId))
    .select(['a.id', 'a.account_id', 'a.message_id', 'a.summary', 'a.created_at', 'm.subject', 'm.folder', 'm.sent_at', 'e.case_number as event_case'])
    .select([meetingCase.as('meeting_case'), sql<string | null>`e.email_source->>'subject'`.as('event_subject')])
    .where('a.user_id', '=', userId)
    .where('a.error', 'is', null)
    .where((eb) =>
      eb.or([
        fieldCarries(meetingCase, query),
        fieldCarries(sql.ref('e.case_number'), query),
        textCarries(sql.ref('a.summary'), query),
        textCarries(sql.ref('m.subject'), query),
      ]),
    )
    .orderBy(sql`coalesce(m.sent_at, a.created_at)`, 'desc')
    .orderBy('a.id')
    .limit(MATTER_LINKS_LIMIT + 1)
    .execute();
  return section(
    rows.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      messageId: row.message_id,
      subject: row.subject ?? row.event_subject ?? null,
      summary: row.summary,
      at: (row.sent_at ?? row.created_at).toISOString(),
      caseNumber: caseNumberCarried(query.caseNumbers, { fields: [row.meeting_case, row.event_case], texts: [row.summary, row.subject] }) ?? query.caseNumbers[0]!,
      href: itemLinks.mailMessage(row.account_id, row.folder ?? 'INBOX', row.message_id),
    })),
  );
}

/** Calendar events whose case number, title or description carry a case number; in time order. */
export async function linkedEvents(db: Db, userId: string, query: CaseNumberQuery, zone: string): Promise<LinkedSection<LinkedEvent>> {
  const rows = await db
    .selectFrom('calendar_events')
    .select(['id', 'title', 'description', 'start_at', 'end_at', 'all_day', 'time_zone', 'case_number', 'hearing_type', 'location'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([fieldCarries(sql.ref('case_number'), query), textCarries(sql.ref('title'), query), textCarries(sql.ref('description'), query)]))
    .orderBy('start_at')
    .orderBy('id')
    .limit(MATTER_LINKS_LIMIT + 1)
    .execute();
  return section(
    rows.map((row) => {
      // An all-day event falls on its own day wherever the person is.
      const date = DateTime.fromJSDate(row.start_at, { zone: row.all_day ? row.time_zone : zone }).toISODate() ?? row.start_at.toISOString().slice(0, 10);
      return {
        id: row.id,
        title: row.title,
        start: row.start_at.toISOString(),
        end: row.end_at.toISOString(),
        allDay: row.all_day,
        date,
        hearingType: row.hearing_type,
        location: row.location,
        caseNumber: caseNumberCarried(query.caseNumbers, { fields: [row.case_number], texts: [row.title, row.description] }) ?? query.caseNumbers[0]!,
        href: itemLinks.calendarEvent(row.id, date),
      };
    }),
  );
}

/**
 * Tasks made by a deadline chain of a case number, made from a hearing that carries one, or that write one
 * in their title or description; open ones first, by due date.
 */
export async function linkedTasks(db: Db, userId: string, query: CaseNumberQuery): Promise<LinkedSection<LinkedTask>> {
  const chainCase = sql<string | null>`(
    select c.case_number from chain_deadlines d join deadline_chains c on c.id = d.chain_id
     where d.task_id = t.id and d.user_id = ${userId} and c.user_id = ${userId} and ${fieldCarries(sql.ref('c.case_number'), query)}
     limit 1)`;
  const hearingCase = sql<string | null>`(
    select e.case_number from calendar_events e
     where t.source->>'kind' = 'calendar' and e.id::text = t.source->>'id' and e.user_id = ${userId} and ${fieldCarries(sql.ref('e.case_number'), query)}
     limit 1)`;
  const rows = await db
    .selectFrom('tasks as t')
    .select(['t.id', 't.title', 't.description', 't.status', 't.priority', 't.completed', 't.due_date'])
    .select([chainCase.as('chain_case'), hearingCase.as('hearing_case')])
    .where('t.user_id', '=', userId)
    .where((eb) => eb.or([eb(chainCase, 'is not', null), eb(hearingCase, 'is not', null), textCarries(sql.ref('t.title'), query), textCarries(sql.ref('t.description'), query)]))
    .orderBy('t.completed')
    .orderBy(sql`t.due_date asc nulls last`)
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(MATTER_LINKS_LIMIT + 1)
    .execute();
  return section(
    rows.map((row) => {
      const reason: TaskLinkReason = row.chain_case !== null ? 'deadline_chain' : row.hearing_case !== null ? 'hearing' : 'text';
      return {
        id: row.id,
        title: row.title,
        status: row.status,
        priority: row.priority,
        completed: row.completed,
        dueDate: row.due_date ? row.due_date.toISOString() : null,
        reason,
        caseNumber: caseNumberCarried(query.caseNumbers, { fields: [row.chain_case, row.hearing_case], texts: [row.title, row.description] }) ?? query.caseNumbers[0]!,
        href: itemLinks.task(row.id),
      };
    }),
  );
}
