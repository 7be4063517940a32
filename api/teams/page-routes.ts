import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TEAM_MESSAGES } from '../../domain/teams/messages';
import { canManageTeam, channelKey } from '../../domain/teams/roles';
import type { AreaOptions } from '../area-options';
import { canChangePage, memberRole, visiblePage } from './access';
import { recordActivity } from './activity';
import { badRequest, inserted, notPageAdmin, notTeamAdmin, signedOut } from './errors';
import { publishTeamChanged } from './outbound';
import { findPage, listPages, markRead } from './page-repository';
import { CreatePageBody, EmptyBody, PageListReply, PageParams, PageReply, TeamParams, UpdatePageBody, teamErrors } from './schemas';

const tags = ['teams'];
const security = [{ session: [] }];

/** Pages of a team: list with unread counts, create (public or private), read, rename, delete, mark read. */
export const pageRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get('/api/teams/:teamId/pages', { schema: { tags, security, params: TeamParams, response: { 200: PageListReply, ...teamErrors } } }, async (request) => {
    if (!request.userId) throw signedOut();
    await memberRole(db, request.userId, request.params.teamId);
    return { pages: await listPages(db, request.userId, request.params.teamId) };
  });

  app.post(
    '/api/teams/:teamId/pages',
    { schema: { tags, security, params: TeamParams, body: CreatePageBody, response: { 201: PageReply, ...teamErrors } } },
    async (request, reply) => {
      const userId = request.userId;
      if (!userId) throw signedOut(TEAM_MESSAGES.userNotAuthenticated);
      const { teamId } = request.params;
      const name = request.body.name?.trim() ?? '';
      const page = await db.transaction().execute(async (trx) => {
        if (!canManageTeam(await memberRole(trx, userId, teamId))) throw notTeamAdmin();
        if (!name) throw badRequest(TEAM_MESSAGES.pageNameRequired);
        const isPrivate = request.body.isPrivate ?? false;
        const created = inserted(
          await trx
            .insertInto('pages')
            .values({ team_id: teamId, name, description: request.body.description?.trim() ?? '', is_private: isPrivate, created_by: userId })
            .returning('id')
            .executeTakeFirst(),
          'page',
        );
        // The creator administers the page (seed 001 §6: admin_of_page).
        await trx.insertInto('page_members').values({ page_id: created.id, user_id: userId, role: 'admin_of_page' }).execute();
        await recordActivity(trx, teamId, userId, 'page_created', { pageId: created.id, name, private: isPrivate });
        await publishTeamChanged(trx, teamId);
        return findPage(trx, userId, teamId, created.id);
      });
      return reply.status(201).send({ page });
    },
  );

  app.get('/api/teams/:teamId/pages/:pageId', { schema: { tags, security, params: PageParams, response: { 200: PageReply, ...teamErrors } } }, async (request) => {
    if (!request.userId) throw signedOut();
    return { page: await findPage(db, request.userId, request.params.teamId, request.params.pageId) };
  });

  app.patch(
    '/api/teams/:teamId/pages/:pageId',
    { schema: { tags, security, params: PageParams, body: UpdatePageBody, response: { 200: PageReply, ...teamErrors } } },
    async (request) => {
      const userId = request.userId;
      if (!userId) throw signedOut();
      const { teamId, pageId } = request.params;
      const { name, description } = request.body;
      const page = await db.transaction().execute(async (trx) => {
        const before = await visiblePage(trx, userId, teamId, pageId, true);
        if (!canChangePage(before)) throw notPageAdmin();
        if (name !== undefined && !name.trim()) throw badRequest(TEAM_MESSAGES.pageNameRequired);
        const changes = { ...(name !== undefined ? { name: name.trim() } : {}), ...(description !== undefined ? { description: description.trim() } : {}) };
        if (Object.keys(changes).length === 0) return findPage(trx, userId, teamId, pageId);
        await trx.updateTable('pages').set({ ...changes, updated_at: new Date() }).where('id', '=', pageId).execute();
        if (changes.name !== undefined && changes.name !== before.name) {
          await recordActivity(trx, teamId, userId, 'page_renamed', { pageId, from: before.name, to: changes.name, private: before.is_private });
        }
        await publishTeamChanged(trx, teamId);
        return findPage(trx, userId, teamId, pageId);
      });
      return { page };
    },
  );

  app.delete('/api/teams/:teamId/pages/:pageId', { schema: { tags, security, params: PageParams, response: { 204: Type.Null(), ...teamErrors } } }, async (request, reply) => {
    const userId = request.userId;
    if (!userId) throw signedOut();
    const { teamId, pageId } = request.params;
    await db.transaction().execute(async (trx) => {
      const page = await visiblePage(trx, userId, teamId, pageId, true);
      if (!canChangePage(page)) throw notPageAdmin();
      await trx.deleteFrom('pages').where('id', '=', pageId).execute();
      await trx.deleteFrom('message_reads').where('channel_key', '=', channelKey({ pageId })).execute();
      await recordActivity(trx, teamId, userId, 'page_deleted', { pageId, name: page.name, private: page.is_private });
      await publishTeamChanged(trx, teamId);
    });
    return reply.status(204).send(null);
  });

  app.post(
    '/api/teams/:teamId/pages/:pageId/read',
    { schema: { tags, security, params: PageParams, body: EmptyBody, response: { 204: Type.Null(), ...teamErrors } } },
    async (request, reply) => {
      if (!request.userId) throw signedOut();
      await visiblePage(db, request.userId, request.params.teamId, request.params.pageId);
      await markRead(db, request.userId, channelKey({ pageId: request.params.pageId }));
      return reply.status(204).send(null);
    },
  );
};
