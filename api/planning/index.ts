import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { aiSuggestionRoutes } from './ai-routes';
import { planRoutes } from './plan-routes';

/** Time-block planning and the agent-side AI suggestions (seed 000 §9, seed 001 §3/§7). */
export const planningArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(planRoutes, options);
  await app.register(aiSuggestionRoutes, options);
};
