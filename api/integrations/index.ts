import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { integrationStates } from './integration-states';

const lit = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

const IntegrationsReply = Type.Object({
  integrations: Type.Array(
    Type.Object({
      id: lit(['gmail', 'imap', 'google-calendar', 'google-drive', 'ai', 'courtlistener', 'demo'] as const),
      name: Type.String(),
      description: Type.String(),
      kind: lit(['account', 'server'] as const),
      status: lit(['connected', 'not-connected', 'unavailable'] as const),
      detail: Type.String(),
      accounts: Type.Array(
        Type.Object({ id: Type.String(), email: Type.String(), name: Type.String(), connected: Type.Boolean(), lastSynced: Type.Union([Type.String(), Type.Null()]) }),
      ),
    }),
  ),
});

/**
 * GET /api/integrations: each outside service with its real state. Linking and unlinking use the routes of
 * the areas that own them (Gmail consent, IMAP form, DELETE /api/mail/accounts/:id).
 */
export const integrationsArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  app.get(
    '/api/integrations',
    { schema: { tags: ['integrations'], security: [{ session: [] }], response: { 200: IntegrationsReply, ...commonErrors } } },
    async (request) => ({ integrations: await integrationStates(options, requireUserId(request)) }),
  );
};
