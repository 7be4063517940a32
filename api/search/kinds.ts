import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema';
import type { SearchHit, SearchQuery } from '../../domain/search/query';
import { itemLinks } from '../../domain/search/links';
import { matterAssistantIds } from '../chat/matter-assistants';
import { outsideMatters } from '../knowledge/scope';
import { searchWorkspaceDocuments } from '../knowledge/workspace-search-documents';
import { rankVector, SEARCH_CANDIDATES, searchTsQuery, searchVector, snippetOf, type SearchTable } from './documents';

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

/**
 * The ids of the person's most recent matches in a table, found through its full-text index. The match
 * runs alone behind an OFFSET 0 fence and the person's filter outside it: otherwise the planner may read
 * the person's rows by user_id and recompute every row's text vector, which is what made searches slow.
 */
function candidates(table: SearchTable, sortColumn: string, ctx: Ctx, q: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`select m.id from (select id, user_id, ${col(sortColumn)} as sort_at from ${sql.table(table)} where ${searchVector(table)} @@ ${q} offset 0) m
    where m.user_id = ${ctx.userId} order by m.sort_at desc nulls last limit ${SEARCH_CANDIDATES}`;
}

/** Mail in the demo mailbox (subject, sender, snippet), and analysed mail of linked mailboxes (the summary). */
async function mail(ctx: Ctx): Promise<SearchHit[]> {
  const { db, userId, query, limit } = ctx;
  const q = searchTsQuery(query);
  const stored = await sql<Row & { account_id: string; folder: string }>`
    select id, subject as title, ${snippetOf(col(`subject || ' — ' || snippet`), query)} as snippet, ts_rank(${rankVector('demo_messages')}, ${q}) as rank, sent_at as date, account_id, folder
    from demo_messages
    where user_id = ${userId} and id in (${candidates('demo_messages', 'sent_at', ctx, q)})
    order by rank desc, sent_at desc limit ${limit}`.execute(db);
  const analysed = await sql<Row & { account_id: string; message_id: string }>`
    select a.id, coalesce((select e.email_source->>'subject' from calendar_events e where e.user_id = ${userId} and e.id = a.calendar_event_id), 'Analysed message') as title,
      ${snippetOf(col('a.summary'), query)} as snippet, ts_rank(${rankVector('email_analyses')}, ${q}) as rank, a.created_at as date, a.account_id, a.message_id
    from email_analyses a
    where a.user_id = ${userId} and a.id in (${candidates('email_analyses', 'created_at', ctx, q)})
      and not exists (select 1 from demo_messages m where m.user_id = ${userId} and m.account_id = a.account_id and m.id::text = a.message_id)
    order by rank desc, a.created_at desc limit ${limit}`.execute(db);
  return [
    ...stored.rows.map((row) => hit('mail', row, itemLinks.mailMessage(row.account_id, row.folder, row.id))),
    ...analysed.rows.map((row) => hit('mail', row, itemLinks.mailMessage(row.account_id, 'INBOX', row.message_id))),
  ];
}

async function events(ctx: Ctx): Promise<SearchHit[]> {
  const { db, userId, query, limit, zone } = ctx;
  const q = searchTsQuery(query);
  const { rows } = await sql<Row & { all_day: boolean; time_zone: string }>`
    select id, title, ${snippetOf(col(`description || ' ' || coalesce(case_number, '') || ' ' || coalesce(hearing_type, '') || ' ' || coalesce(location, '')`), query)} as snippet,
      ts_rank(${rankVector('calendar_events')}, ${q}) as rank, start_at as date, all_day, time_zone
    from calendar_events
    where user_id = ${userId} and id in (${candidates('calendar_events', 'start_at', ctx, q)})
    order by rank desc, start_at desc limit ${limit}`.execute(db);
  return rows.map((row) => {
    const day = DateTime.fromJSDate(new Date(row.date!), { zone: row.all_day ? row.time_zone : zone }).toISODate() ?? '';
    return hit('event', row, itemLinks.calendarEvent(row.id, day));
  });
}

/** One table with a title and a body, owned through user_id. */
async function simple(ctx: Ctx, kind: SearchHit['kind'], table: 'tasks' | 'automations', title: string, body: string, date: string, href: (id: string) => string): Promise<SearchHit[]> {
  const q = searchTsQuery(ctx.query);
  const { rows } = await sql<Row>`
    select id, ${col(title)} as title, ${snippetOf(col(body), ctx.query)} as snippet, ts_rank(${rankVector(table)}, ${q}) as rank, ${col(date)} as date
    from ${sql.table(table)}
    where user_id = ${ctx.userId} and id in (${candidates(table, date, ctx, q)})
    order by rank desc, date desc nulls last limit ${ctx.limit}`.execute(ctx.db);
  return rows.map((row) => hit(kind, row, href(row.id)));
}

/** Knowledge documents through the matter wall: the top bar names no matter, so only documents outside matters. */
async function documents(ctx: Ctx): Promise<SearchHit[]> {
  const rows = await searchWorkspaceDocuments(ctx.db, outsideMatters(ctx.userId), ctx.query, ctx.limit);
  return rows.map((row) => hit('document', row, itemLinks.knowledgeDocument(row.id)));
}

/**
 * Conversations by their title or by what was said in them (the best-matching message gives the snippet);
 * a conversation with an assistant that reads a client matter is the matter's and is not listed here.
 */
async function conversations(ctx: Ctx): Promise<SearchHit[]> {
  const { db, userId, query, limit } = ctx;
  const q = searchTsQuery(query);
  const { rows } = await sql<Row>`
    with hits as (
      select id as conversation_id, ts_rank(${rankVector('conversations')}, ${q}) as rank, null::text as message
      from conversations where user_id = ${userId} and id in (${candidates('conversations', 'updated_at', ctx, q)})
      union all
      select conversation_id, ts_rank(${rankVector('chat_messages')}, ${q}) as rank, content as message
      from chat_messages where user_id = ${userId} and id in (${candidates('chat_messages', 'created_at', ctx, q)})
    ), best as (
      select distinct on (conversation_id) conversation_id, rank, message from hits order by conversation_id, rank desc
    )
    select c.id, c.title, case when b.message is null then '' else ${snippetOf(col('b.message'), query)} end as snippet, b.rank, c.updated_at as date
    from best b join conversations c on c.id = b.conversation_id and c.user_id = ${userId}
    where c.assistant_id is null or c.assistant_id not in (${matterAssistantIds(userId)})
    order by b.rank desc, c.updated_at desc limit ${limit}`.execute(db);
  return rows.map((row) => hit('conversation', row, itemLinks.conversation(row.id)));
}

/** Notebooks by title and description or by the text of their blocks (blocks belong to the person through their notebook). */
async function notebooks(ctx: Ctx): Promise<SearchHit[]> {
  const { db, userId, query, limit } = ctx;
  const q = searchTsQuery(query);
  const blockCandidates = sql`select m.id from (select id, section_id, updated_at from notebook_blocks where ${searchVector('notebook_blocks')} @@ ${q} offset 0) m
    join notebook_sections s on s.id = m.section_id join notebooks n on n.id = s.notebook_id
    where n.user_id = ${userId} order by m.updated_at desc limit ${SEARCH_CANDIDATES}`;
  const { rows } = await sql<Row>`
    with hits as (
      select id as notebook_id, ts_rank(${rankVector('notebooks')}, ${q}) as rank, description as body
      from notebooks where user_id = ${userId} and id in (${candidates('notebooks', 'updated_at', ctx, q)})
      union all
      select s.notebook_id, ts_rank(${rankVector('notebook_blocks')}, ${q}) as rank, plain_text as body
      from notebook_blocks b join notebook_sections s on s.id = b.section_id join notebooks n on n.id = s.notebook_id
      where n.user_id = ${userId} and b.id in (${blockCandidates})
    ), best as (
      select distinct on (notebook_id) notebook_id, rank, body from hits order by notebook_id, rank desc
    )
    select n.id, n.title, ${snippetOf(col('b.body'), query)} as snippet, b.rank, n.updated_at as date
    from best b join notebooks n on n.id = b.notebook_id and n.user_id = ${userId}
    order by b.rank desc, n.updated_at desc limit ${limit}`.execute(db);
  return rows.map((row) => hit('notebook', row, itemLinks.notebook(row.id)));
}

/**
 * Every kind's best hits for the person (each query scoped to them). The planner prices computing a text
 * vector far below its real cost, so for a common word it would rather recompute every row's vector than
 * read the index (measured: 0.6 s per 3000 short rows); within the search's own transaction it is told
 * to read the indexes.
 */
export async function searchEverything(ctx: Ctx): Promise<SearchHit[]> {
  return ctx.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const inner = { ...ctx, db: trx as unknown as Db };
    const parts: SearchHit[][] = [];
    parts.push(await mail(inner));
    parts.push(await events(inner));
    parts.push(await simple(inner, 'task', 'tasks', 'title', 'description', 'coalesce(due_date, updated_at)', itemLinks.task));
    parts.push(await simple(inner, 'automation', 'automations', 'name', 'description', 'updated_at', itemLinks.automation));
    parts.push(await documents(inner));
    parts.push(await conversations(inner));
    parts.push(await notebooks(inner));
    return parts.flat();
  });
}
