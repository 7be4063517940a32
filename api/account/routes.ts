import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_MESSAGES } from '../../domain/account/messages';
import { exportFileName } from '../../domain/account/export-rules';
import type { AreaOptions } from '../area-options';
import { LoginThrottle, TooManyAttemptsError } from '../auth/login-throttle';
import { clearSessionCookie, requireUserId, SESSION_COOKIE } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { changePassword, deleteAccount } from './account-service';
import { exportAsJson, exportAsZip } from './export-service';
import { ChangePasswordBody, ChangePasswordReply, DeleteAccountBody, ExportQuery, ExportReply, throttledErrors } from './schemas';

export interface AccountAreaOptions extends AreaOptions {
  /** Whether the session cookie is Secure (cleared the same way it was set). */
  cookieSecure?: boolean;
}

/** The user's own account: password change, export of everything, and deletion. */
export const accountArea: FastifyPluginAsyncTypebox<AccountAreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['account'];
  const security = [{ session: [] }];
  const throttle = new LoginThrottle(db);

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.post(
    '/api/account/password',
    { schema: { tags, security, body: ChangePasswordBody, response: { 200: ChangePasswordReply, ...throttledErrors, ...commonErrors } } },
    async (request) => {
      const { otherSessionsEnded } = await changePassword(db, throttle, {
        userId: requireUserId(request),
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        currentToken: request.cookies[SESSION_COOKIE],
        clientAddress: request.ip,
      });
      return { message: ACCOUNT_MESSAGES.passwordChanged, otherSessionsEnded };
    },
  );

  app.get(
    '/api/account/export',
    { schema: { tags, security, querystring: ExportQuery, produces: ['application/json', 'application/zip'], response: { 200: ExportReply, ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const format = request.query.format ?? 'json';
      const now = new Date();
      const result = format === 'zip' ? await exportAsZip(db, userId, now) : await exportAsJson(db, userId, now);
      return reply
        .header('content-type', result.contentType)
        .header('content-disposition', `attachment; filename="${exportFileName(now, format)}"`)
        .header('cache-control', 'no-store')
        .send(result.bytes);
    },
  );

  app.delete(
    '/api/account',
    { schema: { tags, security, body: DeleteAccountBody, response: { 200: Type.Object({ message: Type.String() }), 503: { ...ErrorReply, description: 'The schedules of the automations could not be stopped; nothing was deleted' }, ...throttledErrors, ...commonErrors } } },
    async (request, reply) => {
      await deleteAccount({ db, temporal: options.temporal, log: request.log }, throttle, { userId: requireUserId(request), password: request.body.password, clientAddress: request.ip });
      clearSessionCookie(reply, options.cookieSecure ?? false);
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};
