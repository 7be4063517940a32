import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { TEAM_MESSAGES } from '../../domain/teams/messages';
import { displayName } from '../../domain/teams/views';
import type { AreaOptions } from '../area-options';
import { canChangePage, managerRole, memberRole, visiblePage } from './access';
import { recordActivity } from './activity';
import { badRequest, memberNotFound, notPageAdmin, notTeamAdmin, signedOut } from './errors';
import { findMember, listMembers, listPageMembers } from './member-repository';
import { notifyUser, publishTeamChanged } from './outbound';
import { findTeam } from './team-repository';
import { AddMemberBody, AddPageMemberBody, MemberListReply, MemberParams, MemberReply, PageMemberListReply, PageMemberParams, PageParams, RoleBody, TeamParams, teamErrors } from './schemas';

const tags = ['teams'];
const security = [{ session: [] }];

/** Team members (list, add by e-mail, change role, remove or leave) and a private page's members. */
export const memberRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get('/api/teams/:teamId/members', { schema: { tags, security, params: TeamParams, response: { 200: MemberListReply, ...teamErrors } } }, async (request) => {
    if (!request.userId) throw signedOut();
    await memberRole(db, request.userId, request.params.teamId);
    return { members: await listMembers(db, request.params.teamId) };
  });

  app.post(
    '/api/teams/:teamId/members',
    { schema: { tags, security, params: TeamParams, body: AddMemberBody, response: { 200: MemberReply, 201: MemberReply, ...teamErrors } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!userId) throw signedOut();
      const { teamId } = request.params;
      const result = await db.transaction().execute(async (trx) => {
        await managerRole(trx, userId, teamId);
        const person = await trx.selectFrom('users').where(sql<string>`lower(email)`, '=', request.body.email.trim().toLowerCase()).select('id').executeTakeFirst();
        if (!person) throw badRequest(TEAM_MESSAGES.noAccountForEmail);
        const added = await trx
          .insertInto('team_members')
          .values({ team_id: teamId, user_id: person.id, role: request.body.role ?? 'member' })
          .onConflict((oc) => oc.columns(['team_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (added) {
          const team = await findTeam(trx, userId, teamId);
          const adder = await findMember(trx, teamId, userId);
          await recordActivity(trx, teamId, userId, 'member_added', { memberId: person.id });
          await notifyUser(trx, {
            userId: person.id,
            kind: 'team-invitation',
            title: `You were added to ${team.name}`,
            message: `${displayName(adder)} added you to the team ${team.name}.`,
            link: `/teams/${teamId}`,
            subject: { teamId },
          });
          await publishTeamChanged(trx, teamId);
        }
        return { created: added !== undefined, member: await findMember(trx, teamId, person.id) };
      });
      return reply.status(result.created ? 201 : 200).send({ member: result.member });
    },
  );

  app.patch(
    '/api/teams/:teamId/members/:userId',
    { schema: { tags, security, params: MemberParams, body: RoleBody, response: { 200: MemberReply, ...teamErrors } } },
    async (request) => {
      const me = request.userId;
      if (!me) throw signedOut();
      const { teamId, userId } = request.params;
      const member = await db.transaction().execute(async (trx) => {
        await managerRole(trx, me, teamId);
        const target = await findMember(trx, teamId, userId);
        const team = await trx.selectFrom('teams').where('id', '=', teamId).select('owner_id').executeTakeFirstOrThrow();
        if (target.role === 'owner' || team.owner_id === userId) throw badRequest(TEAM_MESSAGES.ownerStays);
        if (target.role === request.body.role) return target;
        await trx.updateTable('team_members').set({ role: request.body.role }).where('team_id', '=', teamId).where('user_id', '=', userId).execute();
        await recordActivity(trx, teamId, me, 'role_changed', { memberId: userId, role: request.body.role });
        await publishTeamChanged(trx, teamId);
        return findMember(trx, teamId, userId);
      });
      return { member };
    },
  );

  app.delete('/api/teams/:teamId/members/:userId', { schema: { tags, security, params: MemberParams, response: { 204: Type.Null(), ...teamErrors } } }, async (request, reply) => {
    const me = request.userId;
    if (!me) throw signedOut();
    const { teamId, userId } = request.params;
    await db.transaction().execute(async (trx) => {
      const myRole = await memberRole(trx, me, teamId);
      const leaving = userId === me;
      if (!leaving && myRole !== 'owner' && myRole !== 'admin') throw notTeamAdmin();
      const target = await findMember(trx, teamId, userId);
      const team = await trx.selectFrom('teams').where('id', '=', teamId).select('owner_id').executeTakeFirstOrThrow();
      if (target.role === 'owner' || team.owner_id === userId) throw badRequest(TEAM_MESSAGES.ownerStays);
      await trx.deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', userId).execute();
      await trx
        .deleteFrom('page_members')
        .where('user_id', '=', userId)
        .where('page_id', 'in', (eb) => eb.selectFrom('pages').where('team_id', '=', teamId).select('id'))
        .execute();
      await recordActivity(trx, teamId, me, leaving ? 'left_team' : 'member_removed', { memberId: userId, name: displayName(target) });
      await publishTeamChanged(trx, teamId, [userId]);
    });
    return reply.status(204).send(null);
  });

  app.get(
    '/api/teams/:teamId/pages/:pageId/members',
    { schema: { tags, security, params: PageParams, response: { 200: PageMemberListReply, ...teamErrors } } },
    async (request) => {
      if (!request.userId) throw signedOut();
      const page = await visiblePage(db, request.userId, request.params.teamId, request.params.pageId);
      return { members: await listPageMembers(db, page.id) };
    },
  );

  app.post(
    '/api/teams/:teamId/pages/:pageId/members',
    { schema: { tags, security, params: PageParams, body: AddPageMemberBody, response: { 200: PageMemberListReply, ...teamErrors } } },
    async (request) => {
      const me = request.userId;
      if (!me) throw signedOut();
      const { teamId, pageId } = request.params;
      const members = await db.transaction().execute(async (trx) => {
        const page = await visiblePage(trx, me, teamId, pageId, true);
        if (!page.is_private) throw badRequest(TEAM_MESSAGES.publicPageMembers);
        if (!canChangePage(page)) throw notPageAdmin();
        const inTeam = await trx.selectFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', request.body.userId).select('user_id').executeTakeFirst();
        if (!inTeam) throw badRequest(TEAM_MESSAGES.notATeamMember);
        await trx
          .insertInto('page_members')
          .values({ page_id: pageId, user_id: request.body.userId, role: 'member' })
          .onConflict((oc) => oc.columns(['page_id', 'user_id']).doNothing())
          .execute();
        await publishTeamChanged(trx, teamId);
        return listPageMembers(trx, pageId);
      });
      return { members };
    },
  );

  app.delete(
    '/api/teams/:teamId/pages/:pageId/members/:userId',
    { schema: { tags, security, params: PageMemberParams, response: { 200: PageMemberListReply, ...teamErrors } } },
    async (request) => {
      const me = request.userId;
      if (!me) throw signedOut();
      const { teamId, pageId, userId } = request.params;
      const members = await db.transaction().execute(async (trx) => {
        const page = await visiblePage(trx, me, teamId, pageId, true);
        if (!page.is_private) throw badRequest(TEAM_MESSAGES.publicPageMembers);
        if (userId !== me && !canChangePage(page)) throw notPageAdmin();
        const removed = await trx.deleteFrom('page_members').where('page_id', '=', pageId).where('user_id', '=', userId).returning('user_id').executeTakeFirst();
        if (!removed) throw memberNotFound();
        await publishTeamChanged(trx, teamId, [userId]);
        return listPageMembers(trx, pageId);
      });
      return { members };
    },
  );
};
