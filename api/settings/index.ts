import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** The user's own settings: time zone and calendar overlays. */
export const settingsArea: FastifyPluginAsync<AreaOptions> = async () => {};
