import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../area-options';
import { invitationRoutes } from './invitation-routes';
import { memberRoutes } from './member-routes';
import { messageRoutes } from './message-routes';
import { pageRoutes } from './page-routes';
import { teamRoutes } from './team-routes';

/** Teams (seed 001 §2–§9, issue 15): teams, members, pages, messages with threads, direct messages, activity, invitation links. */
export const teamsArea: FastifyPluginAsync<AreaOptions> = async (app, options) => {
  await app.register(teamRoutes, options);
  await app.register(pageRoutes, options);
  await app.register(memberRoutes, options);
  await app.register(messageRoutes, options);
  await app.register(invitationRoutes, options);
};
