import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AutomationRoutesOptions } from './options';

export const runRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async () => {};
