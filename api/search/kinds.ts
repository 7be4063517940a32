import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import type { SearchHit, SearchQuery } from '../../domain/search/query';
import { itemLinks } from '../../domain/search/links';
import { searchTsQuery, searchVector, snippetOf } from './documents';

type Db = Kysely<Database>;

interface Ctx {
  db: Db;
  userId: string;
  query: SearchQuery;
  limit: number;
  zone: string;
}

interface Row {
  id: string;
  title: string;
  snippet: string | null;
  rank: number | string;
  date: Date | string | null;
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const hit = (kind: SearchHit['kind'], row: Row, href: string): SearchHit => ({
  kind,
  id: row.id,
  title: row.title.trim() || 'Untitled',
  snippet: (row.snippet ?? '').replace(/\s+/gu, ' ').trim(),
  href,
  date: isoOf(row.date),
  rank: Number(row.rank),
});

const col = (name: string) => sql.raw(name);

/** Mail in the demo mailbox (subject, sender, snippet), and analysed mail of linked mailboxes (the summary). */
async function mail({ db, userId, query, limit }: Ctx): Promise<SearchHit[]> {
  const q = searchTsQuery(query);
  const stored = await sql<Row & { account_id: string; folder: string }>`
    select id, subject as title, ${snippetOf(col(`subject || ' — ' || snippet`), query)} as snippet, ts_rank(${searchVector('demo_messages')}, ${q}) as rank, sent_at as date, account_id, folder
    from demo_messages
    where user_id = ${userId} and ${searchVector('demo_messages')} @@ ${q}
    order by rank desc, sent_at desc limit ${limit}`.execute(db);
  const analysed = await sql<Row & { account_id: string; message_id: string }>`
    select a.id, coalesce((select e.email_source->>'subject' from calendar_events e where e.user_id = ${userId} and e.id = a.calendar_event_id), 'Analysed message') as title,
      ${snippetOf(col('a.summary'), query)} as snippet, ts_rank(${searchVector('email_analyses')}, ${q}) as rank, a.created_at as date, a.account_id, a.message_id
    from email_analyses a
    where a.user_id = ${userId} and ${searchVector('email_analyses')} @@ ${q}
      and not exists (select 1 from demo_messages m where m.user_id = ${userId} and m.account_id = a.account_id and m.id::text = a.message_id)
    order by rank desc, a.created_at desc limit ${limit}`.execute(db);
  return [
    ...stored.rows.map((row) => hit('mail', row, itemLinks.mailMessage(row.account_id, row.folder, row.id))),
    ...analysed.rows.map((row) => hit('mail', row, itemLinks.mailMessage(row.account_id, 'INBOX', row.message_id))),
  ];
}

async function events({ db, userId, query, limit, zone }: Ctx): Promise<SearchHit[]> {
  const q = searchTsQuery(query);
  const { rows } = await sql<Row & { all_day: boolean; time_zone: string }>`
    select id, title, ${snippetOf(col(`description || ' ' || coalesce(case_number, '') || ' ' || coalesce(hearing_type, '') || ' ' || coalesce(location, '')`), query)} as snippet,
      ts_rank(${searchVector('calendar_events')}, ${q}) as rank, start_at as date, all_day, time_zone
    from calendar_events
    where user_id = ${userId} and ${searchVector('calendar_events')} @@ ${q}
    order by rank desc, start_at desc limit ${limit}`.execute(db);
  return rows.map((row) => {
    const day = DateTime.fromJSDate(new Date(row.date!), { zone: row.all_day ? row.time_zone : zone }).toISODate() ?? '';
    return hit('event', row, itemLinks.calendarEvent(row.id, day));
  });
}

/** One table with a title and a body, owned through user_id. */
async function simple(ctx: Ctx, kind: SearchHit['kind'], table: 'tasks' | 'automations' | 'knowledge_documents', title: string, body: string, date: string, href: (id: string) => string): Promise<SearchHit[]> {
  const q = searchTsQuery(ctx.query);
  const { rows } = await sql<Row>`
    select id, ${col(title)} as title, ${snippetOf(col(body), ctx.query)} as snippet, ts_rank(${searchVector(table)}, ${q}) as rank, ${col(date)} as date
    from ${sql.table(table)}
    where user_id = ${ctx.userId} and ${searchVector(table)} @@ ${q}
    order by rank desc, date desc nulls last limit ${ctx.limit}`.execute(ctx.db);
  return rows.map((row) => hit(kind, row, href(row.id)));
}

/** Conversations by their title or by what was said in them (the best-matching message gives the snippet). */
async function conversations({ db, userId, query, limit }: Ctx): Promise<SearchHit[]> {
  const q = searchTsQuery(query);
  const { rows } = await sql<Row>`
    with hits as (
      select id as conversation_id, ts_rank(${searchVector('conversations')}, ${q}) as rank, null::text as message
      from conversations where user_id = ${userId} and ${searchVector('conversations')} @@ ${q}
      union all
      select conversation_id, ts_rank(${searchVector('chat_messages')}, ${q}) as rank, content as message
      from chat_messages where user_id = ${userId} and ${searchVector('chat_messages')} @@ ${q}
    ), best as (
      select distinct on (conversation_id) conversation_id, rank, message from hits order by conversation_id, rank desc
    )
    select c.id, c.title, case when b.message is null then '' else ${snippetOf(col('b.message'), query)} end as snippet, b.rank, c.updated_at as date
    from best b join conversations c on c.id = b.conversation_id and c.user_id = ${userId}
    order by b.rank desc, c.updated_at desc limit ${limit}`.execute(db);
  return rows.map((row) => hit('conversation', row, itemLinks.conversation(row.id)));
}

/** Notebooks by title and description or by the text of their blocks. */
async function notebooks({ db, userId, query, limit }: Ctx): Promise<SearchHit[]> {
  const q = searchTsQuery(query);
  const { rows } = await sql<Row>`
    with hits as (
      select id as notebook_id, ts_rank(${searchVector('notebooks')}, ${q}) as rank, description as body
      from notebooks where user_id = ${userId} and ${searchVector('notebooks')} @@ ${q}
      union all
      select s.notebook_id, ts_rank(${searchVector('notebook_blocks')}, ${q}) as rank, plain_text as body
      from notebook_blocks b join notebook_sections s on s.id = b.section_id join notebooks n on n.id = s.notebook_id
      where n.user_id = ${userId} and ${searchVector('notebook_blocks')} @@ ${q}
    ), best as (
      select distinct on (notebook_id) notebook_id, rank, body from hits order by notebook_id, rank desc
    )
    select n.id, n.title, ${snippetOf(col('b.body'), query)} as snippet, b.rank, n.updated_at as date
    from best b join notebooks n on n.id = b.notebook_id and n.user_id = ${userId}
    order by b.rank desc, n.updated_at desc limit ${limit}`.execute(db);
  return rows.map((row) => hit('notebook', row, itemLinks.notebook(row.id)));
}

/** Every kind's best hits for the person (each query scoped to them). */
export async function searchEverything(ctx: Ctx): Promise<SearchHit[]> {
  const parts = await Promise.all([
    mail(ctx),
    events(ctx),
    simple(ctx, 'task', 'tasks', 'title', 'description', 'coalesce(due_date, updated_at)', itemLinks.task),
    simple(ctx, 'automation', 'automations', 'name', 'description', 'updated_at', itemLinks.automation),
    simple(ctx, 'document', 'knowledge_documents', 'name', 'content', 'last_updated', itemLinks.knowledgeDocument),
    conversations(ctx),
    notebooks(ctx),
  ]);
  return parts.flat();
}
