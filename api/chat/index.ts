import fastifySse from '@fastify/sse';
import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { chatModel } from './chat-model';
import { conversationRoutes } from './conversation-routes';
import { settleIfOrphaned } from './exchange';
import { LiveReplies } from './generation/live-replies';
import { messageRoutes } from './message-routes';

/** AI chat: conversations, messages and their streamed replies (seed 001 §2–§9). */
export const chatArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(fastifySse, { heartbeatInterval: 15_000 });
  const live = new LiveReplies();
  const chatOptions = { ...options, model: chatModel(options.ai), live };
  // Replies left streaming by a process that stopped are marked interrupted (and can be regenerated).
  app.addHook('onReady', async () => settleIfOrphaned(options.db, null));
  app.addHook('onClose', async () => live.stopAll());
  await app.register(conversationRoutes, chatOptions);
  await app.register(messageRoutes, chatOptions);
};
