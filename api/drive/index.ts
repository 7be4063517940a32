import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { driveFileRoutes } from './file-routes';
import { driveGoogleRoutes } from './google-routes';
import { driveItemRoutes } from './item-routes';

/** The file drive (seed 000 §2): folders and files, previews, undoable deletes, a read-only Google Drive listing. */
export const driveArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(driveItemRoutes, options);
  await app.register(driveFileRoutes, options);
  await app.register(driveGoogleRoutes, options);
};
