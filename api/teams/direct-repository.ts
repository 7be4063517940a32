import { channelKey, directPair } from '../../domain/teams/roles';
import { displayName, type DirectView } from '../../domain/teams/views';
import { memberRole, type Db } from './access';

/** The other members of the team as direct conversations: last message, its time, unread count. */
export async function listDirects(db: Db, userId: string, teamId: string): Promise<DirectView[]> {
  await memberRole(db, userId, teamId);
  const others = await db
    .selectFrom('team_members as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .leftJoin('profiles as pr', 'pr.id', 'tm.user_id')
    .where('tm.team_id', '=', teamId)
    .where('tm.user_id', '<>', userId)
    .select(['tm.user_id', 'u.email', 'pr.full_name', 'pr.avatar_url'])
    .orderBy('tm.joined_at')
    .execute();
  if (others.length === 0) return [];
  const pairs = others.map((other) => directPair(userId, other.user_id));
  const keys = pairs.map((pair) => channelKey({ teamId, pair }));
  const [latest, reads] = await Promise.all([
    db
      .selectFrom('team_messages')
      .where('team_id', '=', teamId)
      .where('dm_pair', 'in', pairs)
      .distinctOn('dm_pair')
      .select(['dm_pair', 'content', 'created_at', 'deleted_at'])
      .orderBy('dm_pair')
      .orderBy('created_at', 'desc')
      .execute(),
    db.selectFrom('message_reads').where('user_id', '=', userId).where('channel_key', 'in', keys).select(['channel_key', 'last_read_at']).execute(),
  ]);
  const unread = await Promise.all(
    pairs.map(async (pair, index) => {
      const read = reads.find((row) => row.channel_key === keys[index]);
      let query = db
        .selectFrom('team_messages')
        .where('team_id', '=', teamId)
        .where('dm_pair', '=', pair)
        .where('user_id', '<>', userId)
        .where('deleted_at', 'is', null)
        .select((eb) => eb.fn.countAll<string>().as('n'));
      if (read) query = query.where('created_at', '>', read.last_read_at);
      return Number((await query.executeTakeFirstOrThrow()).n);
    }),
  );
  return others.map((other, index) => {
    const last = latest.find((row) => row.dm_pair === pairs[index]);
    return {
      userId: other.user_id,
      name: displayName({ fullName: other.full_name, email: other.email }),
      avatar: other.avatar_url,
      lastMessage: last ? (last.deleted_at ? null : last.content.slice(0, 200)) : null,
      lastMessageTime: last ? last.created_at.toISOString() : null,
      unread: unread[index] ?? 0,
    };
  });
}
