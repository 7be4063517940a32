import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { notificationRoutes } from './routes';

/** Notifications per user (seed 001 §4); made by real events (database triggers) and by notifyUser(). */
export const notificationsArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(notificationRoutes, options);
};
