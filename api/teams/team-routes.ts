import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TEAM_LIMITS, TEAM_MESSAGES } from '../../domain/teams/messages';
import type { AreaOptions } from '../area-options';
import { managerRole, memberRole } from './access';
import { listActivity, recordActivity } from './activity';
import { badRequest, signedOut } from './errors';
import { publishTeamChanged } from './outbound';
import { ActivityListReply, ActivityQuery, CreateTeamBody, TeamListReply, TeamParams, TeamReply, UpdateTeamBody, teamErrors } from './schemas';
import { findTeam, insertTeam, listTeamsEnsuringDefault } from './team-repository';

const tags = ['teams'];
const security = [{ session: [] }];

/** Teams: the list (with the default workspace), create, read, rename, delete, the activity feed. */
export const teamRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get('/api/teams', { schema: { tags, security, response: { 200: TeamListReply, ...teamErrors } } }, async (request) => {
    if (!request.userId) throw signedOut();
    return { teams: await listTeamsEnsuringDefault(db, request.userId) };
  });

  app.post('/api/teams', { schema: { tags, security, body: CreateTeamBody, response: { 201: TeamReply, ...teamErrors } } }, async (request, reply) => {
    const userId = request.userId;
    if (!userId) throw signedOut(TEAM_MESSAGES.mustBeLoggedInToCreateTeam);
    const name = request.body.name?.trim() ?? '';
    if (!name) throw badRequest(TEAM_MESSAGES.teamNameRequired);
    const team = await db.transaction().execute(async (trx) => {
      const teamId = await insertTeam(trx, userId, name, request.body.description?.trim() ?? '');
      await publishTeamChanged(trx, teamId);
      return findTeam(trx, userId, teamId);
    });
    return reply.status(201).send({ team });
  });

  app.get('/api/teams/:teamId', { schema: { tags, security, params: TeamParams, response: { 200: TeamReply, ...teamErrors } } }, async (request) => {
    if (!request.userId) throw signedOut();
    return { team: await findTeam(db, request.userId, request.params.teamId) };
  });

  app.patch(
    '/api/teams/:teamId',
    { schema: { tags, security, params: TeamParams, body: UpdateTeamBody, response: { 200: TeamReply, ...teamErrors } } },
    async (request) => {
      const userId = request.userId;
      if (!userId) throw signedOut();
      const { teamId } = request.params;
      const { name, description, settings } = request.body;
      if (name !== undefined && !name.trim()) throw badRequest(TEAM_MESSAGES.teamNameRequired);
      const team = await db.transaction().execute(async (trx) => {
        await managerRole(trx, userId, teamId);
        const before = await findTeam(trx, userId, teamId);
        const changes = {
          ...(name !== undefined ? { name: name.trim() } : {}),
          ...(description !== undefined ? { description: description.trim() } : {}),
          ...(settings !== undefined ? { settings: JSON.stringify(settings) } : {}),
        };
        if (Object.keys(changes).length === 0) return before;
        await trx.updateTable('teams').set({ ...changes, updated_at: new Date() }).where('id', '=', teamId).execute();
        if (changes.name !== undefined && changes.name !== before.name) await recordActivity(trx, teamId, userId, 'renamed_team', { from: before.name, to: changes.name });
        await publishTeamChanged(trx, teamId);
        return findTeam(trx, userId, teamId);
      });
      return { team };
    },
  );

  app.delete('/api/teams/:teamId', { schema: { tags, security, params: TeamParams, response: { 204: Type.Null(), ...teamErrors } } }, async (request, reply) => {
    const userId = request.userId;
    if (!userId) throw signedOut();
    const { teamId } = request.params;
    await db.transaction().execute(async (trx) => {
      await managerRole(trx, userId, teamId);
      await publishTeamChanged(trx, teamId);
      await trx.deleteFrom('teams').where('id', '=', teamId).execute();
    });
    return reply.status(204).send(null);
  });

  app.get(
    '/api/teams/:teamId/activity',
    { schema: { tags, security, params: TeamParams, querystring: ActivityQuery, response: { 200: ActivityListReply, ...teamErrors } } },
    async (request) => {
      const userId = request.userId;
      if (!userId) throw signedOut();
      await memberRole(db, userId, request.params.teamId);
      return { activity: await listActivity(db, userId, request.params.teamId, request.query.limit ?? TEAM_LIMITS.activityPerPage) };
    },
  );
};
