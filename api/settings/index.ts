import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { aiProviderRoutes } from './ai-provider-routes';
import { notificationSettingsRoutes } from './notification-routes';
import { preferencesRoutes } from './preferences-routes';

/** The user's own settings: time zone, calendar overlays, which notifications they get, and the AI setup. */
export const settingsArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(preferencesRoutes, options);
  await app.register(notificationSettingsRoutes, options);
  await app.register(aiProviderRoutes, options);
};
