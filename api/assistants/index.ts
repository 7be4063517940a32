import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { profileAvatarRoutes } from '../auth/profile-avatar-routes';
import { assistantRoutes } from './assistant-routes';
import { assistantAvatarRoutes } from './avatar-routes';
import { storeRoutes } from './store-routes';

/** Assistants, their knowledge folders, avatars and the store; and the user's own avatar, which shares the upload. */
export const assistantsArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(assistantRoutes, options);
  await app.register(assistantAvatarRoutes, options);
  await app.register(storeRoutes, options);
  await app.register(profileAvatarRoutes, { db: options.db });
};
