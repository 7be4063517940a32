import { TEAM_LIMITS, TEAM_MESSAGES } from '../../domain/teams/messages';
import { findMentions } from '../../domain/teams/mentions';
import { displayName, type MessageView } from '../../domain/teams/views';
import type { Db } from './access';
import { badRequest, inserted } from './errors';
import { channelReaders, findMessage, visibleMessage, type Channel } from './message-repository';
import { notifyUser, publishMessage } from './outbound';

/** The text as stored: blank lines around it dropped; empty and over-long text refused with clear words. */
export function messageText(content: string): string {
  const text = content.replace(/^(?:[ \t]*\r?\n)+/, '').trimEnd();
  if (!text.trim()) throw badRequest(TEAM_MESSAGES.emptyMessageParts);
  if (text.length > TEAM_LIMITS.message) throw badRequest(TEAM_MESSAGES.messageTooLong(TEAM_LIMITS.message));
  return text;
}

/** Where a message opens: its page or direct conversation, with its thread when it is a reply. */
export function messageLink(channel: Channel, authorId: string, threadId: string | null): string {
  const thread = threadId ? `thread=${threadId}` : '';
  if (channel.kind === 'page') return `/teams/${channel.teamId}/${channel.pageId}${thread ? `?${thread}` : ''}`;
  return `/teams/${channel.teamId}?dm=${authorId}${thread ? `&${thread}` : ''}`;
}

/** Posts a message (a reply goes under the thread's first message), notifies mentions, tells every reader. */
export async function postMessage(trx: Db, authorId: string, channel: Channel, content: string, parentMessageId: string | null): Promise<MessageView> {
  const text = messageText(content);
  let rootId: string | null = null;
  if (parentMessageId) {
    const parent = await visibleMessage(trx, authorId, channel.teamId, parentMessageId);
    if (parent.channel.key !== channel.key) throw badRequest('A reply goes in the same place as the message it answers.');
    rootId = parent.row.parent_message_id ?? parent.row.id;
  }
  const created = inserted(
    await trx
      .insertInto('team_messages')
      .values({
        team_id: channel.teamId,
        page_id: channel.kind === 'page' ? channel.pageId : null,
        dm_pair: channel.kind === 'dm' ? channel.pair : null,
        user_id: authorId,
        content: text,
        parent_message_id: rootId,
      })
      .returning('id')
      .executeTakeFirst(),
    'message',
  );
  const readers = await channelReaders(trx, channel);
  await notifyMentions(trx, authorId, channel, readers, text, created.id, rootId);
  await publishMessage(trx, readers, {
    teamId: channel.teamId,
    pageId: channel.kind === 'page' ? channel.pageId : null,
    messageId: created.id,
    parentMessageId: rootId,
    pair: channel.kind === 'dm' ? channel.people : null,
  });
  return findMessage(trx, authorId, created.id);
}

/** `@Full Name` or `@local-part` of a member who can read the message → a 'mention' notification. */
async function notifyMentions(trx: Db, authorId: string, channel: Channel, readers: readonly string[], text: string, messageId: string, rootId: string | null) {
  if (!text.includes('@')) return;
  const members = await trx
    .selectFrom('team_members as tm')
    .innerJoin('users as u', 'u.id', 'tm.user_id')
    .leftJoin('profiles as pr', 'pr.id', 'tm.user_id')
    .where('tm.team_id', '=', channel.teamId)
    .select(['tm.user_id', 'u.email', 'pr.full_name'])
    .execute();
  const mentioned = findMentions(
    text,
    members.map((member) => ({ userId: member.user_id, fullName: member.full_name, email: member.email })),
  ).filter((userId) => userId !== authorId && readers.includes(userId));
  if (mentioned.length === 0) return;
  const author = members.find((member) => member.user_id === authorId);
  const authorName = author ? displayName({ fullName: author.full_name, email: author.email }) : 'Someone';
  const team = await trx.selectFrom('teams').where('id', '=', channel.teamId).select('name').executeTakeFirstOrThrow();
  let where = team.name;
  if (channel.kind === 'page') {
    const page = await trx.selectFrom('pages').where('id', '=', channel.pageId).select('name').executeTakeFirstOrThrow();
    where = `${page.name} in ${team.name}`;
  }
  const excerpt = text.length > 200 ? `${text.slice(0, 199)}…` : text;
  for (const userId of mentioned) {
    await notifyUser(trx, {
      userId,
      kind: 'mention',
      title: `${authorName} mentioned you in ${where}`,
      message: excerpt,
      link: messageLink(channel, authorId, rootId),
      subject: { teamId: channel.teamId, messageId, ...(channel.kind === 'page' ? { pageId: channel.pageId } : {}) },
    });
  }
}
