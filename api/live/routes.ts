import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireUserId } from '../plugins/session';
import type { LiveHub } from './hub';
import { liveErrors, LiveStreamReply } from './schemas';
import { liveStream } from './stream';

export interface LiveRouteOptions {
  db: Kysely<Database>;
  hub: LiveHub;
}

/** GET /api/live: the signed-in person's one stream of live events. */
export const liveRoutes: FastifyPluginAsyncTypebox<LiveRouteOptions> = async (app, options) => {
  app.get(
    '/api/live',
    { sse: { kind: 'only', heartbeat: true }, schema: { tags: ['live'], security: [{ session: [] }], response: { 200: LiveStreamReply, ...liveErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const closed = new AbortController();
      reply.sse.onClose(() => closed.abort());
      await reply.sse.send(liveStream(options.hub, options.db, userId, reply.sse.lastEventId, closed.signal));
    },
  );
};
