import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { TEAM_LIMITS, TEAM_MESSAGES } from '../../domain/teams/messages';
import type { AreaOptions } from '../area-options';
import { messageNotFound, signedOut } from './errors';
import { directChannel, findMessage, listMessages, listReplies, pageChannel, visibleMessage, type Channel } from './message-repository';
import { messageText, postMessage } from './message-service';
import { publishMessage } from './outbound';
import { channelReaders } from './message-repository';
import { markRead } from './page-repository';
import { listDirects } from './direct-repository';
import {
  DirectListReply,
  EditMessageBody,
  EmptyBody,
  MemberParams,
  MessagePageReply,
  MessageParams,
  MessageReply,
  MessagesQuery,
  PageParams,
  PostMessageBody,
  TeamParams,
  ThreadReply,
  teamErrors,
} from './schemas';

const tags = ['teams'];
const security = [{ session: [] }];

function readerOf(request: FastifyRequest): string {
  if (!request.userId) throw signedOut();
  return request.userId;
}

/** Messages of pages and of direct conversations: list (newest page first), post, threads, edit and delete own, read marks. */
export const messageRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const list = async (userId: string, channel: Channel, query: { before?: string; limit?: number }) =>
    listMessages(db, userId, channel, query.before, query.limit ?? TEAM_LIMITS.messagesPerPage);
  const post = (authorId: string, open: (trx: typeof db) => Promise<Channel>, body: { content: string; parentMessageId?: string | null | undefined }) =>
    db.transaction().execute(async (trx) => postMessage(trx, authorId, await open(trx), body.content, body.parentMessageId ?? null));

  app.get(
    '/api/teams/:teamId/pages/:pageId/messages',
    { schema: { tags, security, params: PageParams, querystring: MessagesQuery, response: { 200: MessagePageReply, ...teamErrors } } },
    async (request) => {
      const userId = readerOf(request);
      return list(userId, await pageChannel(db, userId, request.params.teamId, request.params.pageId), request.query);
    },
  );

  app.post(
    '/api/teams/:teamId/pages/:pageId/messages',
    { schema: { tags, security, params: PageParams, body: PostMessageBody, response: { 201: MessageReply, ...teamErrors } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!userId) throw signedOut(TEAM_MESSAGES.userIdRequiredToSendMessage);
      const { teamId, pageId } = request.params;
      const message = await post(userId, (trx) => pageChannel(trx, userId, teamId, pageId), request.body);
      return reply.status(201).send({ message });
    },
  );

  app.get('/api/teams/:teamId/directs', { schema: { tags, security, params: TeamParams, response: { 200: DirectListReply, ...teamErrors } } }, async (request) => ({
    directs: await listDirects(db, readerOf(request), request.params.teamId),
  }));

  app.get(
    '/api/teams/:teamId/directs/:userId/messages',
    { schema: { tags, security, params: MemberParams, querystring: MessagesQuery, response: { 200: MessagePageReply, ...teamErrors } } },
    async (request) => {
      const userId = readerOf(request);
      return list(userId, await directChannel(db, userId, request.params.teamId, request.params.userId), request.query);
    },
  );

  app.post(
    '/api/teams/:teamId/directs/:userId/messages',
    { schema: { tags, security, params: MemberParams, body: PostMessageBody, response: { 201: MessageReply, ...teamErrors } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!userId) throw signedOut(TEAM_MESSAGES.userIdRequiredToSendMessage);
      const { teamId } = request.params;
      const message = await post(userId, (trx) => directChannel(trx, userId, teamId, request.params.userId), request.body);
      return reply.status(201).send({ message });
    },
  );

  app.post(
    '/api/teams/:teamId/directs/:userId/read',
    { schema: { tags, security, params: MemberParams, body: EmptyBody, response: { 204: Type.Null(), ...teamErrors } } },
    async (request, reply) => {
      const userId = readerOf(request);
      const channel = await directChannel(db, userId, request.params.teamId, request.params.userId);
      await markRead(db, userId, channel.key);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/teams/:teamId/messages/:messageId/thread',
    { schema: { tags, security, params: MessageParams, response: { 200: ThreadReply, ...teamErrors } } },
    async (request) => {
      const userId = readerOf(request);
      const { row } = await visibleMessage(db, userId, request.params.teamId, request.params.messageId);
      const rootId = row.parent_message_id ?? row.id;
      return { parent: await findMessage(db, userId, rootId), replies: await listReplies(db, userId, rootId) };
    },
  );

  app.patch(
    '/api/teams/:teamId/messages/:messageId',
    { schema: { tags, security, params: MessageParams, body: EditMessageBody, response: { 200: MessageReply, ...teamErrors } } },
    async (request) => {
      const userId = readerOf(request);
      const { teamId, messageId } = request.params;
      const message = await db.transaction().execute(async (trx) => {
        const { row, channel } = await visibleMessage(trx, userId, teamId, messageId, true);
        // Only the author edits; someone else's message is not theirs to see as editable (404).
        if (row.user_id !== userId || row.deleted_at !== null) throw messageNotFound();
        const text = messageText(request.body.content);
        await trx.updateTable('team_messages').set({ content: text, edited_at: new Date(), updated_at: new Date() }).where('id', '=', messageId).execute();
        await announce(trx, channel, messageId, row.parent_message_id);
        return findMessage(trx, userId, messageId);
      });
      return { message };
    },
  );

  app.delete(
    '/api/teams/:teamId/messages/:messageId',
    { schema: { tags, security, params: MessageParams, response: { 200: MessageReply, ...teamErrors } } },
    async (request) => {
      const userId = readerOf(request);
      const { teamId, messageId } = request.params;
      const message = await db.transaction().execute(async (trx) => {
        const { row, channel } = await visibleMessage(trx, userId, teamId, messageId, true);
        if (row.user_id !== userId) throw messageNotFound();
        if (row.deleted_at === null) {
          // Kept as "This message was deleted" so its thread stays readable.
          await trx.updateTable('team_messages').set({ content: '', deleted_at: new Date(), updated_at: new Date() }).where('id', '=', messageId).execute();
          await announce(trx, channel, messageId, row.parent_message_id);
        }
        return findMessage(trx, userId, messageId);
      });
      return { message };
    },
  );

  async function announce(trx: typeof db, channel: Channel, messageId: string, parentMessageId: string | null) {
    await publishMessage(trx, await channelReaders(trx, channel), {
      teamId: channel.teamId,
      pageId: channel.kind === 'page' ? channel.pageId : null,
      messageId,
      parentMessageId,
      pair: channel.kind === 'dm' ? channel.people : null,
    });
  }
};
