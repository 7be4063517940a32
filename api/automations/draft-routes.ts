import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createAiClient } from '../../activities/ai/ai-config';
import { aiRuntimeOf } from '../../domain/automation/contract';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { listAutomationAgents } from './automation-agents';
import { AI_NOT_CONFIGURED, draftAutomation } from './draft-service';
import type { AutomationRoutesOptions } from './options';
import { DraftBody, DraftReplySchema } from './schemas';

export const DESCRIPTION_REQUIRED = 'Describe what the automation should do.';

/** A first draft of a definition from the user's words; nothing is saved, the editor shows it with its problems. */
export const draftRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const client = createAiClient(options.ai);

  app.get(
    '/api/automations/draft',
    {
      schema: {
        tags: ['automations'],
        security: [{ session: [] }],
        response: { 200: Type.Object({ available: Type.Boolean(), message: Type.Union([Type.String(), Type.Null()]) }), ...commonErrors },
      },
    },
    async (request) => {
      requireUserId(request);
      return client ? { available: true, message: null } : { available: false, message: AI_NOT_CONFIGURED };
    },
  );

  // What agents actually run: their configured model is only used once the server has a usable AI key.
  app.get(
    '/api/automations/ai-runtime',
    {
      schema: {
        tags: ['automations'],
        security: [{ session: [] }],
        response: { 200: Type.Object({ aiAvailable: Type.Boolean(), model: Type.Union([Type.String(), Type.Null()]), summary: Type.String() }), ...commonErrors },
      },
    },
    async (request) => {
      requireUserId(request);
      return aiRuntimeOf(client ? options.ai.model : null);
    },
  );

  app.post(
    '/api/automations/draft',
    {
      schema: {
        tags: ['automations'],
        security: [{ session: [] }],
        body: DraftBody,
        response: { 200: DraftReplySchema, ...commonErrors, 502: ErrorReply, 503: ErrorReply },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const description = request.body.description.trim();
      if (!description) throw new HttpError(400, 'description_required', DESCRIPTION_REQUIRED);
      if (!client) throw new HttpError(503, 'ai_not_configured', AI_NOT_CONFIGURED);
      const agents = await listAutomationAgents(options.db, userId);
      return draftAutomation({ client, model: options.ai.model, log: request.log }, description, agents);
    },
  );
};
