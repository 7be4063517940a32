import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHAT_MESSAGES } from '../../domain/chat/chat-rules';
import { notFound } from '../http-error';
import { requireUserId } from '../plugins/session';

import type { ChatAreaOptions } from './chat-area-options';
import { editAndResend, regenerate, sendMessage, stopReply } from './exchange';
import { chatErrors, ConversationParams, EditMessageBody, EmptyBody, ExchangeReply, MessageParams, MessageSchema, SendMessageBody, StreamReply } from './schemas';
import { replyEvents } from './stream-events';
import { proposerFor } from './propose-from-chat';

/** Messages (seed 001 §4): send, the streamed reply, stop, regenerate, edit and resend. */
export const messageRoutes: FastifyPluginAsyncTypebox<ChatAreaOptions> = async (app, options) => {
  const tags = ['chat'];
  const security = [{ session: [] }];
  const deps = { db: options.db, embedder: options.embedder, model: options.model, live: options.live, propose: proposerFor(options), legal: options.legal };

  app.post(
    '/api/chat/conversations/:conversationId/messages',
    { schema: { tags, security, params: ConversationParams, body: SendMessageBody, response: { 201: ExchangeReply, ...chatErrors } } },
    async (request, reply) => reply.status(201).send(await sendMessage(deps, requireUserId(request), request.params.conversationId, request.body)),
  );

  app.patch('/api/chat/messages/:messageId', { schema: { tags, security, params: MessageParams, body: EditMessageBody, response: { 200: ExchangeReply, ...chatErrors } } }, async (request) =>
    editAndResend(deps, requireUserId(request), request.params.messageId, request.body.content),
  );

  app.post('/api/chat/messages/:messageId/stop', { schema: { tags, security, params: MessageParams, body: Type.Optional(EmptyBody), response: { 200: MessageSchema, ...chatErrors } } }, async (request) =>
    stopReply(deps, requireUserId(request), request.params.messageId),
  );

  app.post(
    '/api/chat/messages/:messageId/regenerate',
    { schema: { tags, security, params: MessageParams, body: Type.Optional(EmptyBody), response: { 200: MessageSchema, ...chatErrors } } },
    async (request) => regenerate(deps, requireUserId(request), request.params.messageId),
  );

  app.get(
    '/api/chat/messages/:messageId/stream',
    { sse: { kind: 'only', heartbeat: true }, schema: { tags, security, params: MessageParams, response: { 200: StreamReply, ...chatErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const message = await options.db.selectFrom('chat_messages').select(['id', 'role']).where('id', '=', request.params.messageId).where('user_id', '=', userId).executeTakeFirst();
      if (!message || message.role !== 'assistant') throw notFound(CHAT_MESSAGES.messageNotFound);
      const from = Math.max(0, Number.parseInt(reply.sse.lastEventId ?? '0', 10) || 0);
      const closed = new AbortController();
      reply.sse.onClose(() => closed.abort());
      await reply.sse.send(replyEvents(options.db, options.live, userId, message.id, from, closed.signal));
    },
  );
};
