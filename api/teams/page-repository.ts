import { sql } from 'kysely';
import type { PageView } from '../../domain/teams/views';
import { pageVisibleTo, type Db } from './access';
import { pageNotFound } from './errors';

/** The pages of a team the user can see, with their unread counts, oldest first. */
function pageQuery(db: Db, userId: string, teamId: string) {
  return db
    .selectFrom('pages as p')
    .innerJoin('team_members as me', (join) => join.onRef('me.team_id', '=', 'p.team_id').on('me.user_id', '=', userId))
    .leftJoin('page_members as pm', (join) => join.onRef('pm.page_id', '=', 'p.id').on('pm.user_id', '=', userId))
    .leftJoin('message_reads as r', (join) => join.on('r.user_id', '=', userId).on('r.channel_key', '=', sql<string>`'page:' || p.id::text`))
    .where('p.team_id', '=', teamId)
    .where(pageVisibleTo(userId))
    .select(['p.id', 'p.team_id', 'p.name', 'p.description', 'p.is_private', 'p.created_by', 'p.created_at', 'p.updated_at', 'pm.role as page_role'])
    .select(
      sql<number>`(select count(*)::int from team_messages m where m.page_id = p.id and m.user_id <> ${userId}
        and m.deleted_at is null and m.created_at > coalesce(r.last_read_at, me.joined_at))`.as('unread'),
    );
}

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['executeTakeFirstOrThrow']>>;

function pageView(row: PageRow): PageView {
  return {
    id: row.id,
    teamId: row.team_id,
    name: row.name,
    description: row.description,
    isPrivate: row.is_private,
    createdBy: row.created_by,
    pageRole: row.page_role,
    unread: row.unread,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listPages(db: Db, userId: string, teamId: string): Promise<PageView[]> {
  const rows = await pageQuery(db, userId, teamId).orderBy('p.created_at').orderBy('p.id').execute();
  return rows.map(pageView);
}

export async function findPage(db: Db, userId: string, teamId: string, pageId: string): Promise<PageView> {
  const row = await pageQuery(db, userId, teamId).where('p.id', '=', pageId).executeTakeFirst();
  if (!row) throw pageNotFound();
  return pageView(row);
}

/** Marks a channel read up to now for the user. */
export async function markRead(db: Db, userId: string, channelKey: string): Promise<void> {
  await db
    .insertInto('message_reads')
    .values({ user_id: userId, channel_key: channelKey, last_read_at: sql<Date>`clock_timestamp()` })
    .onConflict((oc) => oc.columns(['user_id', 'channel_key']).doUpdateSet({ last_read_at: sql`greatest(message_reads.last_read_at, excluded.last_read_at)` }))
    .execute();
}
