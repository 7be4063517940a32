import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { commandRoutes } from './command-routes';
import { conflictRoutes } from './conflict-routes';
import { conversionRoutes } from './conversion-routes';
import { eventRoutes } from './event-routes';
import { feedRoutes } from './feed-routes';
import { sourceRoutes } from './source-routes';

/** The calendar: events, analysis conflicts, task ↔ event conversions, sources and tags, the iCal feed, the command line. */
export const calendarRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  await app.register(eventRoutes, options);
  await app.register(conflictRoutes, options);
  await app.register(conversionRoutes, options);
  await app.register(sourceRoutes, options);
  await app.register(commandRoutes, options);
  await app.register(feedRoutes, options);
};
