import { sql } from 'kysely';
import { channelKey, directPair } from '../../domain/teams/roles';
import type { MessagePage, MessageView } from '../../domain/teams/views';
import { memberRole, pageReaders, visiblePage, type Db } from './access';
import { memberNotFound, badRequest, messageNotFound } from './errors';
import { TEAM_MESSAGES } from '../../domain/teams/messages';

/** Where messages are posted: a page, or the direct-message pair of two team members. */
export type Channel =
  | { kind: 'page'; teamId: string; pageId: string; isPrivate: boolean; key: string }
  | { kind: 'dm'; teamId: string; pair: string; people: readonly [string, string]; key: string };

export async function pageChannel(db: Db, userId: string, teamId: string, pageId: string): Promise<Channel> {
  const page = await visiblePage(db, userId, teamId, pageId);
  return { kind: 'page', teamId, pageId, isPrivate: page.is_private, key: channelKey({ pageId }) };
}

/** Direct messages: both people must be in the team (the other one's absence is a 404). */
export async function directChannel(db: Db, userId: string, teamId: string, otherId: string): Promise<Channel> {
  await memberRole(db, userId, teamId);
  if (otherId === userId) throw badRequest(TEAM_MESSAGES.noSelfDirect);
  const other = await db.selectFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', otherId).select('user_id').executeTakeFirst();
  if (!other) throw memberNotFound();
  const pair = directPair(userId, otherId);
  return { kind: 'dm', teamId, pair, people: [userId, otherId], key: channelKey({ teamId, pair }) };
}

export async function channelReaders(db: Db, channel: Channel): Promise<string[]> {
  if (channel.kind === 'dm') return [...channel.people];
  return pageReaders(db, { id: channel.pageId, team_id: channel.teamId, is_private: channel.isPrivate });
}

function messageQuery(db: Db) {
  return db
    .selectFrom('team_messages as m')
    .leftJoin('profiles as pr', 'pr.id', 'm.user_id')
    .select(['m.id', 'm.team_id', 'm.page_id', 'm.dm_pair', 'm.user_id', 'm.content', 'm.parent_message_id', 'm.created_at', 'm.updated_at', 'm.edited_at', 'm.deleted_at'])
    .select(['pr.full_name', 'pr.avatar_url'])
    .select(sql<number>`(select count(*)::int from team_messages r where r.parent_message_id = m.id and r.deleted_at is null)`.as('reply_count'))
    .select(sql<Date | null>`(select max(r.created_at) from team_messages r where r.parent_message_id = m.id and r.deleted_at is null)`.as('last_reply_at'));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

function messageView(row: MessageRow, readerId: string): MessageView {
  const people = row.dm_pair?.split(':') ?? null;
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    teamId: row.team_id,
    pageId: row.page_id,
    dmUserId: people ? (people.find((id) => id !== readerId) ?? readerId) : null,
    parentMessageId: row.parent_message_id,
    content: deleted ? '' : row.content,
    deleted,
    author: { id: row.user_id, fullName: row.full_name, avatarUrl: row.avatar_url },
    replyCount: row.reply_count,
    lastReplyAt: row.last_reply_at ? new Date(row.last_reply_at).toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
  };
}

function inChannel(channel: Channel) {
  return <Q extends ReturnType<typeof messageQuery>>(query: Q) =>
    (channel.kind === 'page' ? query.where('m.page_id', '=', channel.pageId) : query.where('m.team_id', '=', channel.teamId).where('m.dm_pair', '=', channel.pair)) as Q;
}

/** Top-level messages of a channel, newest page first (returned oldest first), older ones by `before`. */
export async function listMessages(db: Db, readerId: string, channel: Channel, before: string | undefined, limit: number): Promise<MessagePage> {
  let query = inChannel(channel)(messageQuery(db)).where('m.parent_message_id', 'is', null);
  if (before) {
    query = query.where(sql<boolean>`(m.created_at, m.id) < (select c.created_at, c.id from team_messages c where c.id = ${before})`);
  }
  const rows = await query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit + 1).execute();
  const pageRows = rows.slice(0, limit);
  return {
    messages: pageRows.reverse().map((row) => messageView(row, readerId)),
    nextCursor: rows.length > limit ? (pageRows[0]?.id ?? null) : null,
  };
}

export async function findMessage(db: Db, readerId: string, messageId: string): Promise<MessageView> {
  const row = await messageQuery(db).where('m.id', '=', messageId).executeTakeFirst();
  if (!row) throw messageNotFound();
  return messageView(row, readerId);
}

/** A thread: its first message and the replies under it, oldest first. */
export async function listReplies(db: Db, readerId: string, parentId: string): Promise<MessageView[]> {
  const rows = await messageQuery(db).where('m.parent_message_id', '=', parentId).orderBy('m.created_at').orderBy('m.id').limit(1000).execute();
  return rows.map((row) => messageView(row, readerId));
}

/**
 * A message the user can see (its team, and its private page or direct pair), with its channel;
 * anything else is 404. The wall is in the query, so a foreign id and a missing one look the same.
 */
export async function visibleMessage(db: Db, userId: string, teamId: string, messageId: string, forUpdate = false) {
  let query = db
    .selectFrom('team_messages as m')
    .innerJoin('team_members as me', (join) => join.onRef('me.team_id', '=', 'm.team_id').on('me.user_id', '=', userId))
    .leftJoin('pages as p', 'p.id', 'm.page_id')
    .where('m.id', '=', messageId)
    .where('m.team_id', '=', teamId)
    .where(
      sql<boolean>`((m.page_id is not null and (not p.is_private or exists (select 1 from page_members pm where pm.page_id = p.id and pm.user_id = ${userId})))
        or (m.dm_pair is not null and ${userId}::text in (split_part(m.dm_pair, ':', 1), split_part(m.dm_pair, ':', 2))))`,
    )
    .select(['m.id', 'm.user_id', 'm.page_id', 'm.dm_pair', 'm.parent_message_id', 'm.deleted_at', 'p.is_private']);
  if (forUpdate) query = query.forUpdate('m');
  const row = await query.executeTakeFirst();
  if (!row) throw messageNotFound();
  const channel: Channel = row.page_id
    ? { kind: 'page', teamId, pageId: row.page_id, isPrivate: row.is_private ?? false, key: channelKey({ pageId: row.page_id }) }
    : {
        kind: 'dm',
        teamId,
        pair: row.dm_pair ?? '',
        people: (row.dm_pair ?? ':').split(':') as unknown as readonly [string, string],
        key: channelKey({ teamId, pair: row.dm_pair ?? '' }),
      };
  return { row, channel };
}
