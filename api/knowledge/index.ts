import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** The knowledge base (seed 001 §2–§9): folders and matters, documents and their ingestion, search. */
export const knowledgeArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  void app;
  void options;
};
