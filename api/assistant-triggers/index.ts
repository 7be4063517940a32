import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';

/** Assistant triggers: assistants run by the automation engine. */
export const assistantTriggersArea: FastifyPluginAsync<AreaOptions> = async () => {};
