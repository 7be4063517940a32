import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { notebookAiRoutes } from './ai-routes';
import { notebookRoutes } from './notebook-routes';
import { sectionBlockRoutes } from './section-block-routes';

/** Notebooks, their sections and blocks, and AI blocks (seed 001 §2–§9). */
export const notebooksArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(notebookRoutes, options);
  await app.register(sectionBlockRoutes, options);
  await app.register(notebookAiRoutes, options);
};
