import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { ProblemsReply } from '../automations/schemas';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { AssistantTriggerSchema, CreateAssistantTriggerBody, CreatedAssistantTriggerSchema } from './schemas';
import { createAssistantTrigger } from './trigger-create';
import { listAssistantTriggers } from './trigger-list';

/** Assistant triggers: assistants run by the automation engine (automations with an "Ask an assistant" step). */
export const assistantTriggersArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['assistant triggers'];
  const security = [{ session: [] }];

  app.get(
    '/api/assistant-triggers',
    { schema: { tags, security, response: { 200: Type.Object({ triggers: Type.Array(AssistantTriggerSchema) }), ...commonErrors } } },
    async (request) => ({ triggers: await listAssistantTriggers(db, requireUserId(request)) }),
  );

  app.post(
    '/api/assistant-triggers',
    { schema: { tags, security, body: CreateAssistantTriggerBody, response: { 201: CreatedAssistantTriggerSchema, ...commonErrors, 400: ProblemsReply } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const created = await createAssistantTrigger(options, userId, request.body);
      if (!created.ok) return reply.status(400).send(created.reply);
      const [trigger] = await listAssistantTriggers(db, userId, created.automationId);
      return reply.status(201).send({ trigger: trigger!, webhook: created.webhook });
    },
  );
};
