import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** The AI service's own calls: generate-text and text analysis. */
export const aiServiceArea: FastifyPluginAsync<AreaOptions> = async () => {};
