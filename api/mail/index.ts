import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mailAccountRoutes } from './account-routes';
import { mailAnalysisRoutes } from './analysis-routes';
import { mailBodyRoutes } from './body-route';
import { mailDraftRoutes } from './draft-routes';
import type { MailRoutesOptions } from './mail-routes-options';
import { mailMessageRoutes } from './message-routes';

/** Every /api/mail route that works the same for all providers. */
export const mailRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  await app.register(mailAccountRoutes, options);
  await app.register(mailMessageRoutes, options);
  await app.register(mailBodyRoutes, options);
  await app.register(mailAnalysisRoutes, options);
  await app.register(mailDraftRoutes, options);
};
