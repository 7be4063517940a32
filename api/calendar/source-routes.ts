import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { Type } from 'typebox';
import { BUILT_IN_SOURCE_UNDELETABLE, CALENDAR_TAGS, PRIMARY_SOURCE_ID, PRIMARY_SOURCE_UNDELETABLE, unknownSourceMessage } from '../../domain/calendar/sources';
import type { AreaOptions } from '../area-options';
import { HttpError, notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { calendarTags as tags, sessionSecurity as security } from './event-routes';
import { ensureBuiltInSources, findSource, listSources, toCalendarSource } from './source-repository';
import { CreateSourceBody, SourceParams, SourceReply, SourcesReply, TagsReply, UpdateSourceBody } from './schemas';

/** Calendar sources (the four built-ins and the user's own) and the calendar's tags. */
export const sourceRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get('/api/calendar/sources', { schema: { tags, security, response: { 200: SourcesReply, ...commonErrors } } }, async (request) => ({
    sources: await listSources(db, requireUserId(request)),
  }));

  app.post('/api/calendar/sources', { schema: { tags, security, body: CreateSourceBody, response: { 201: SourceReply, ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const name = request.body.name.trim();
    if (!name) throw new HttpError(400, 'name_required', 'Give the calendar a name.');
    await ensureBuiltInSources(db, userId);
    const row = await db
      .insertInto('calendar_sources')
      .values({ user_id: userId, id: randomUUID(), name, color: request.body.color.toUpperCase(), type: 'custom', description: request.body.description?.trim() ?? '' })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ source: toCalendarSource(row) });
  });

  app.patch(
    '/api/calendar/sources/:sourceId',
    { schema: { tags, security, params: SourceParams, body: UpdateSourceBody, response: { 200: SourceReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const { sourceId } = request.params;
      const { name, color, visible, description } = request.body;
      if (name !== undefined && !name.trim()) throw new HttpError(400, 'name_required', 'Give the calendar a name.');
      const existing = await findSource(db, userId, sourceId);
      if (!existing) throw notFound(unknownSourceMessage(sourceId));
      const changes = {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(color !== undefined ? { color: color.toUpperCase() } : {}),
        ...(visible !== undefined ? { visible } : {}),
        ...(description !== undefined ? { description: description.trim() } : {}),
      };
      if (Object.keys(changes).length === 0) return { source: toCalendarSource(existing) };
      const row = await db
        .updateTable('calendar_sources')
        .set(changes)
        .where('user_id', '=', userId)
        .where('id', '=', sourceId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { source: toCalendarSource(row) };
    },
  );

  app.delete('/api/calendar/sources/:sourceId', { schema: { tags, security, params: SourceParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const { sourceId } = request.params;
    const source = await findSource(db, userId, sourceId);
    if (!source) throw notFound(unknownSourceMessage(sourceId));
    if (source.type === 'primary') throw new HttpError(400, 'primary_source', PRIMARY_SOURCE_UNDELETABLE);
    if (source.type !== 'custom') throw new HttpError(400, 'built_in_source', BUILT_IN_SOURCE_UNDELETABLE);
    // Its events move to My Calendar with the delete, in one transaction.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('calendar_events').set({ source_id: PRIMARY_SOURCE_ID, updated_at: new Date() }).where('user_id', '=', userId).where('source_id', '=', sourceId).execute();
      await trx.deleteFrom('calendar_sources').where('user_id', '=', userId).where('id', '=', sourceId).execute();
    });
    return reply.status(204).send(null);
  });

  app.get('/api/calendar/tags', { schema: { tags, security, response: { 200: TagsReply, ...commonErrors } } }, async (request) => {
    requireUserId(request);
    return { tags: CALENDAR_TAGS.map((tag) => ({ ...tag })) };
  });
};
