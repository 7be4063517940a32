import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import type { AutomationRoutesOptions } from './options';
import { TemplateSummarySchema } from './schemas';
import { templateSummaries } from './template-service';

/** The built-in templates, most popular first; POST /api/automations with templateName starts from one. */
export const templateRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app) => {
  app.get(
    '/api/automation-templates',
    { schema: { tags: ['automations'], security: [{ session: [] }], response: { 200: Type.Object({ templates: Type.Array(TemplateSummarySchema) }), ...commonErrors } } },
    async (request) => {
      requireUserId(request);
      return { templates: templateSummaries() };
    },
  );
};
