import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { aiRoutes } from './ai-routes';

/** The AI service's own calls: generate-text and text analysis. */
export const aiServiceArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(aiRoutes, options);
};
