import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** AI chat: conversations, messages and their streamed replies. */
export const chatArea: FastifyPluginAsync<AreaOptions> = async () => {};
