import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { taskActionRoutes } from './task-action-routes';
import { taskRoutes } from './task-routes';
import { templateRoutes } from './template-routes';

/** Tasks, task templates and their conversions (seed 000 §3–§5). */
export const tasksArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(taskRoutes, options);
  await app.register(taskActionRoutes, options);
  await app.register(templateRoutes, options);
};
