import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { chainRoutes } from './chain-routes';
import { decisionRoutes } from './decision-routes';

/** Deadline chains of hearings (issue 11): read, accept, dismiss, reschedule, edit by hand. */
export const deadlinesArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(chainRoutes, options);
  await app.register(decisionRoutes, options);
};
