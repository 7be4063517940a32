import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** Assistants, their knowledge folders, avatars and the store. */
export const assistantsArea: FastifyPluginAsync<AreaOptions> = async () => {};
