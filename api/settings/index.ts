import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { preferencesRoutes } from './preferences-routes';

/** The user's own settings: time zone and calendar overlays. */
export const settingsArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(preferencesRoutes, options);
};
