import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { legalWritingRoutes } from './documents/writing-routes';
import { caseLawRoutes } from './case-law/routes';
import { citationRoutes } from './citations/routes';

/**
 * Legal research and writing (seed 001 §1, §3, §5, §7–§9): case-law search, citations checked before they
 * are shown, writing-style profiles, templates, drafts and their DOCX export.
 */
export const legalArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  await app.register(caseLawRoutes, options);
  await app.register(legalWritingRoutes, options);
  await app.register(citationRoutes, options);
};
