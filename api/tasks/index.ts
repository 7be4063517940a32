import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** Tasks, task templates and their conversions (seed 000 §3–§5). */
export const tasksArea: FastifyPluginAsync<AreaOptions> = async () => {};
