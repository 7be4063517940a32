import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findSessionUserId } from '../auth/session-store';
import { unauthorized } from '../http-error';

export const SESSION_COOKIE = 'ws_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null; set from the session cookie on every /api request. */
    userId: string | null;
  }
}

export interface SessionPluginOptions {
  db: Kysely<Database>;
  cookieSecure: boolean;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    await app.register(cookie);
    app.decorateRequest('userId', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      request.userId = token ? await findSessionUserId(options.db, token) : null;
    });
  },
  { name: 'session' },
);

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** The signed-in user's id; answers 401 "User not authenticated" when there is none. */
export function requireUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}
