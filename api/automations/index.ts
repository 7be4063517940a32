import type { FastifyPluginAsync } from 'fastify';
import type { AutomationRoutesOptions } from './options';
import { automationRoutes } from './routes';
import { runRoutes } from './run-routes';
import { triggerRoutes } from './trigger-routes';

/** The automation area: automations and their versions, runs, and triggers (schedules, webhooks, events, rules). */
export const automationArea: FastifyPluginAsync<AutomationRoutesOptions> = async (app, options) => {
  await app.register(automationRoutes, options);
  await app.register(runRoutes, options);
  await app.register(triggerRoutes, options);
};
