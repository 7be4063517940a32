import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SecretBox } from '../../activities/security/secret-box';
import type { GoogleConfig } from '../../domain/mail/google-config';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { completeGmailLink, requireGoogle, startGmailLink } from './gmail-link-service';

export interface GmailRoutesOptions {
  db: Kysely<Database>;
  secrets: SecretBox;
  /** Null when Gmail linking is not configured: both routes answer 503. */
  google: GoogleConfig | null;
}

const ConnectReply = Type.Object({ url: Type.String({ description: "Google's consent page; send the browser there" }) });
const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  error: Type.Optional(Type.String({ description: 'Set by Google when the user declined' })),
});

/** Linking a Gmail account: the consent URL, then Google's redirect back with the code. */
export const gmailRoutes: FastifyPluginAsyncTypebox<GmailRoutesOptions> = async (app, { db, secrets, google }) => {
  const tags = ['mail'];

  app.get(
    '/api/mail/gmail/connect',
    { schema: { tags, security: [{ session: [] }], response: { 200: ConnectReply, 503: ErrorReply, ...commonErrors } } },
    async (request) => {
      const config = requireGoogle(google);
      return { url: await startGmailLink(db, config, requireUserId(request)) };
    },
  );

  app.get(
    '/api/mail/gmail/callback',
    {
      schema: {
        tags,
        security: [{ session: [] }],
        querystring: CallbackQuery,
        response: { 302: Type.Null({ description: 'Linked; on to the mail screen' }), 502: ErrorReply, 503: ErrorReply, ...commonErrors },
      },
    },
    async (request, reply) => {
      const config = requireGoogle(google);
      await completeGmailLink(db, secrets, config, requireUserId(request), request.query);
      return reply.redirect('/email', 302);
    },
  );
};
