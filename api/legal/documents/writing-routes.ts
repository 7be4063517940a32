import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../../area-options';
import { styleRoutes } from '../styles/routes';
import { templateRoutes } from '../templates/routes';
import { documentRoutes } from './routes';

/** Legal writing: style profiles, templates, and documents (drafts, their citations, style checks, DOCX export). */
export const legalWritingRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  await app.register(styleRoutes, options);
  await app.register(templateRoutes, options);
  await app.register(documentRoutes, options);
};
