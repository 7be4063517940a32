import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WEBHOOK_SECRET_HEADER, type WebhookInfo } from '../../domain/automation/contract';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findOwnAutomation } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { AutomationParams } from './schemas';
import { HookHeaders, HookParams, HookReply, WEBHOOK_BODY_LIMIT, WebhookInfoSchema } from './trigger-schemas';
import { receiveWebhook } from './webhook-delivery';
import { revealWebhookSecret, rotateWebhookSecret, webhookSecretMatches } from './webhook-secret';

export const INVALID_WEBHOOK_SECRET = 'Invalid webhook secret.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The webhook's address and secret (signed in), and the public endpoint callers POST to. */
export const webhookRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db, secrets } = options;
  const tags = ['automations'];
  const security = [{ session: [] }];
  const info = (automationId: string, secret: string): WebhookInfo => ({
    url: `${options.appUrl.replace(/\/+$/, '')}/api/hooks/automations/${automationId}`,
    secret,
    headerName: WEBHOOK_SECRET_HEADER,
  });

  app.get(
    '/api/automations/:id/webhook',
    { schema: { tags, security, params: AutomationParams, response: { 200: WebhookInfoSchema, ...commonErrors } } },
    async (request) => {
      const automation = await findOwnAutomation(db, requireUserId(request), request.params.id);
      return info(automation.id, await revealWebhookSecret(db, secrets, automation));
    },
  );

  app.post(
    '/api/automations/:id/webhook/rotate',
    { schema: { tags, security, params: AutomationParams, response: { 200: WebhookInfoSchema, ...commonErrors } } },
    async (request) => {
      const automation = await findOwnAutomation(db, requireUserId(request), request.params.id);
      return info(automation.id, await rotateWebhookSecret(db, secrets, automation.id));
    },
  );

  // Public: the caller proves itself with the secret, not a session. An unknown automation and a wrong
  // secret get the same answer, so the endpoint does not reveal which automations exist.
  app.post(
    '/api/hooks/automations/:id',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { crossSiteCallers: true },
      schema: {
        tags,
        security: [],
        params: HookParams,
        headers: HookHeaders,
        response: { 202: HookReply, 400: ErrorReply, 401: ErrorReply, 413: ErrorReply, 415: ErrorReply, 500: ErrorReply },
      },
    },
    async (request, reply) => {
      const automationId = request.params.id;
      const automation = UUID.test(automationId) ? await db.selectFrom('automations').selectAll().where('id', '=', automationId).executeTakeFirst() : undefined;
      if (!webhookSecretMatches(request.headers['x-automation-secret'], automation?.webhook_secret ?? null, secrets) || !automation) {
        throw new HttpError(401, 'invalid_webhook_secret', INVALID_WEBHOOK_SECRET);
      }
      const result = await receiveWebhook(options, automation, {
        body: request.body,
        query: request.query,
        idempotencyKey: request.headers['idempotency-key'],
        receivedAt: new Date(),
      });
      return reply.status(202).send(result);
    },
  );
};
