import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eventRoutes } from './event-routes';
import type { AutomationRoutesOptions } from './options';
import { ruleRoutes } from './rule-routes';
import { scheduleRoutes } from './schedule-routes';
import { webhookRoutes } from './webhook-routes';

/** What starts automations besides a person: schedules, webhooks, new e-mail (events) and rules. */
export const triggerRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  await app.register(scheduleRoutes, options);
  await app.register(webhookRoutes, options);
  await app.register(eventRoutes, options);
  await app.register(ruleRoutes, options);
};
