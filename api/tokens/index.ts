import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import { RefreshBody, TokenStatusReply } from './schemas';
import { refreshTokens, tokenStatus } from './token-service';

/** The stored Google tokens' lifecycle: their state, and a refresh on demand (the browser schedules both). */
export const tokensArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const tags = ['tokens'];
  const security = [{ session: [] }];

  app.get(
    '/api/tokens/status',
    { schema: { tags, security, summary: "The state of each linked Google account's stored sign-in token (never the token)", response: { 200: TokenStatusReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      return { googleConfigured: options.google !== null, checkedAt: new Date().toISOString(), accounts: await tokenStatus(options, userId) };
    },
  );

  app.post(
    '/api/tokens/refresh',
    {
      schema: {
        tags,
        security,
        summary: "Refreshes the access token of each linked Google account through Google's token endpoint",
        body: RefreshBody,
        response: { 200: TokenStatusReply, 409: { ...ErrorReply, description: 'No Google account is linked' }, ...commonErrors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const accounts = await refreshTokens(options, userId);
      if (accounts.length === 0) throw new HttpError(409, 'no_google_account', TOKEN_MESSAGES.noAccessToken);
      return { googleConfigured: options.google !== null, checkedAt: new Date().toISOString(), accounts };
    },
  );
};
