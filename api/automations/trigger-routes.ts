import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AutomationRoutesOptions } from './options';

export const triggerRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async () => {};
