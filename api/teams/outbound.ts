import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publishLive } from '../live/publish';
import { notifyUser } from '../notifications/notify';

type Db = Kysely<Database>;

/** `team.changed` to every current member of the team (and to anyone else named, e.g. a removed member). */
export async function publishTeamChanged(db: Db, teamId: string, alsoTo: readonly string[] = []): Promise<void> {
  const members = await db.selectFrom('team_members').where('team_id', '=', teamId).select('user_id').execute();
  const users = new Set([...members.map((member) => member.user_id), ...alsoTo]);
  for (const userId of users) await publishLive(db, userId, 'team.changed', { teamId });
}

export interface MessageEvent {
  teamId: string;
  pageId: string | null;
  messageId: string;
  parentMessageId: string | null;
  /** For direct messages: the two people. */
  pair: readonly [string, string] | null;
}

/** `team.message` to each reader of the channel; for a direct message each side hears of the other. */
export async function publishMessage(db: Db, readers: readonly string[], event: MessageEvent): Promise<void> {
  for (const userId of readers) {
    const dmUserId = event.pair ? (event.pair[0] === userId ? event.pair[1] : event.pair[0]) : undefined;
    await publishLive(db, userId, 'team.message', {
      teamId: event.teamId,
      messageId: event.messageId,
      ...(event.pageId ? { pageId: event.pageId } : {}),
      ...(event.parentMessageId ? { parentMessageId: event.parentMessageId } : {}),
      ...(dmUserId ? { dmUserId } : {}),
    });
  }
}

export { notifyUser };
