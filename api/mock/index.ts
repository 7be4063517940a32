import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MOCK_MESSAGES } from '../../domain/mock/mock-mode';
import type { AreaOptions } from '../area-options';
import { currentUser } from '../auth/auth-service';
import { CurrentUserSchema } from '../auth/schemas';
import { HttpError } from '../http-error';
import { requireUserId, setSessionCookie } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { reserveDemoWorkspace, TooManyDemoWorkspacesError } from './demo-throttle';
import { addSamples, createDemoWorkspace, mockStatus, removeExpiredDemoUsers, removeSamples } from './mock-service';
import { MockSessionBody, MockStatusReply } from './schemas';

/**
 * Mock mode (seed 000 §1): off by default. POST /api/mock/session turns it on for a while: 'true' makes
 * a fresh demo workspace and signs in to it for 3600 s; 'hybrid' adds marked samples to the signed-in
 * user's real data, and DELETE removes them again.
 */
const SessionReply = Type.Object({ user: CurrentUserSchema, mock: MockStatusReply });

export const mockArea: FastifyPluginAsyncTypebox<AreaOptions & { cookieSecure: boolean }> = async (app, options) => {
  const tags = ['mock'];
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyDemoWorkspacesError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  const security = [{ session: [] }];

  app.get('/api/mock/status', { schema: { tags, security, summary: 'Whether mock mode is on for the signed-in user', response: { 200: MockStatusReply, ...commonErrors } } }, async (request) =>
    mockStatus(options.db, requireUserId(request)),
  );

  app.post(
    '/api/mock/session',
    {
      schema: {
        tags,
        summary: "'true': a fresh demo workspace, signed in for 3600 s; 'hybrid': samples added to your own workspace",
        body: MockSessionBody,
        response: { 200: SessionReply, 201: SessionReply, 409: ErrorReply, 429: ErrorReply, ...commonErrors },
      },
    },
    async (request, reply) => {
      if (request.body.mode === 'hybrid') {
        if (!request.userId) throw new HttpError(401, 'auth/unauthorized', MOCK_MESSAGES.signInForHybrid);
        await addSamples(options, request.userId);
        return reply.status(200).send({ user: await currentUser(options.db, request.userId), mock: await mockStatus(options.db, request.userId) });
      }
      await reserveDemoWorkspace(options.db, request.ip);
      // Old demo workspaces go first; a failure there must not keep a new visitor out.
      await removeExpiredDemoUsers(options.db).catch((error: unknown) => request.log.warn({ err: error }, 'removing expired demo workspaces failed'));
      const demo = await createDemoWorkspace(options, request.headers['user-agent']);
      request.log.info({ seedMs: demo.seedMs, seedCpuMs: demo.seedCpuMs }, 'demo workspace created');
      // How long the one seeding transaction took (the workflow starts it recorded are sent after it commits).
      reply.header('server-timing', `seed;dur=${demo.seedMs};desc="demo workspace", seed-cpu;dur=${demo.seedCpuMs}`);
      setSessionCookie(reply, demo.token, demo.expiresAt, options.cookieSecure);
      return reply.status(201).send({ user: await currentUser(options.db, demo.userId), mock: await mockStatus(options.db, demo.userId) });
    },
  );

  app.delete(
    '/api/mock/session',
    { schema: { tags, security, summary: 'Removes the samples added to your workspace (hybrid)', response: { 200: MockStatusReply, 409: ErrorReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      await removeSamples(options, userId);
      return mockStatus(options.db, userId);
    },
  );
};
