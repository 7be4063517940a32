import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AutomationRoutesOptions } from './options';

export const automationRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async () => {};
