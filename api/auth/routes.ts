import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { commonErrors, ErrorReply } from '../schemas/common';
import { clearSessionCookie, requireUserId, SESSION_COOKIE, setSessionCookie } from '../plugins/session';
import { currentUser, logIn, renameUser, signUp } from './auth-service';
import { LoginThrottle, TooManyAttemptsError, type LoginThrottlePolicy } from './login-throttle';
import { LoginBody, SessionIdParams, SessionsReply, SignUpBody, UpdateMeBody, UserReply } from './schemas';
import { createSession, deleteSession, listSessions, revokeSession } from './session-store';
import { HttpError, notFound } from '../http-error';

export interface AuthRoutesOptions {
  db: Kysely<Database>;
  cookieSecure: boolean;
  sessionTtlDays: number;
  /** Sign-in throttling; DEFAULT_LOGIN_THROTTLE when absent. */
  loginThrottle?: LoginThrottlePolicy;
  /** The throttle's clock (tests move it instead of waiting). */
  clock?: () => Date;
}

export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, options) => {
  const { db, cookieSecure, sessionTtlDays } = options;
  const tags = ['auth'];
  const throttle = new LoginThrottle(db, options.loginThrottle, options.clock);

  app.addHook('onError', async (request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
    // The client gets the plain message; what actually went wrong is kept for the operator.
    if (error instanceof HttpError && error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
  });

  app.post(
    '/api/auth/signup',
    { schema: { tags, body: SignUpBody, response: { 201: UserReply, 409: ErrorReply, ...commonErrors } } },
    async (request, reply) => {
      const user = await signUp(db, request.body);
      const session = await createSession(db, user.id, sessionTtlDays, request.headers['user-agent']);
      setSessionCookie(reply, session.token, session.expiresAt, cookieSecure);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags, body: LoginBody, response: { 200: UserReply, 429: ErrorReply, ...commonErrors } } },
    async (request, reply) => {
      const user = await logIn(db, throttle, request.body, request.ip);
      const session = await createSession(db, user.id, sessionTtlDays, request.headers['user-agent']);
      setSessionCookie(reply, session.token, session.expiresAt, cookieSecure);
      return { user };
    },
  );

  app.post('/api/auth/logout', { schema: { tags, response: { 204: Type.Null() } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply, cookieSecure);
    return reply.status(204).send(null);
  });

  app.get('/api/auth/me', { schema: { tags, security: [{ session: [] }], response: { 200: UserReply, ...commonErrors } } }, async (request) => {
    return { user: await currentUser(db, requireUserId(request)) };
  });

  app.patch(
    '/api/auth/me',
    { schema: { tags, security: [{ session: [] }], body: UpdateMeBody, response: { 200: UserReply, ...commonErrors } } },
    async (request) => ({ user: await renameUser(db, requireUserId(request), request.body.fullName) }),
  );

  app.get(
    '/api/auth/sessions',
    { schema: { tags, security: [{ session: [] }], response: { 200: SessionsReply, ...commonErrors } } },
    async (request) => ({ sessions: await listSessions(db, requireUserId(request), request.cookies[SESSION_COOKIE]) }),
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    { schema: { tags, security: [{ session: [] }], params: SessionIdParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const revoked = await revokeSession(db, requireUserId(request), request.params.sessionId);
      if (!revoked) throw notFound('Session not found');
      return reply.status(204).send(null);
    },
  );
};
