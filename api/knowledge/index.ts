import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { documentFileRoute } from './document-file-route';
import { documentImportRoutes } from './document-import-routes';
import { documentRoutes } from './document-routes';
import { folderRoutes } from './folder-routes';
import { matterLinksRoutes } from './matter-links-routes';
import { processingRoutes } from './processing-routes';
import { searchRoutes } from './search-routes';

/** The knowledge base (seed 001 §2–§9): folders and matters, documents and their ingestion, search. */
export const knowledgeArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(folderRoutes, options);
  await app.register(matterLinksRoutes, options);
  await app.register(documentRoutes, options);
  await app.register(documentFileRoute, options);
  await app.register(documentImportRoutes, options);
  await app.register(processingRoutes, options);
  await app.register(searchRoutes, options);
};
