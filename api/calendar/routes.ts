import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { toCalendarEvent } from './event-view';
import { CalendarEventSchema, EventsQuery } from './schemas';

export const calendarRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (app, { db }) => {
  const tags = ['calendar'];
  const security = [{ session: [] }];

  app.get(
    '/api/calendar/events',
    { schema: { tags, security, querystring: EventsQuery, response: { 200: Type.Object({ events: Type.Array(CalendarEventSchema) }), ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const timeMin = new Date(request.query.timeMin);
      const timeMax = new Date(request.query.timeMax);
      if (timeMax <= timeMin) throw new HttpError(400, 'validation_error', 'timeMax must be after timeMin.');
      const rows = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('user_id', '=', userId)
        .where('start_at', '<', timeMax)
        .where('end_at', '>', timeMin)
        .orderBy('start_at')
        .limit(request.query.maxResults)
        .execute();
      return { events: rows.map(toCalendarEvent) };
    },
  );

  app.get(
    '/api/calendar/events/:eventId',
    { schema: { tags, security, params: Type.Object({ eventId: Type.String({ format: 'uuid' }) }), response: { 200: Type.Object({ event: CalendarEventSchema }), ...commonErrors } } },
    async (request) => {
      const row = await db.selectFrom('calendar_events').selectAll().where('id', '=', request.params.eventId).where('user_id', '=', requireUserId(request)).executeTakeFirst();
      if (!row) throw notFound(`Event with id ${request.params.eventId} not found`);
      return { event: toCalendarEvent(row) };
    },
  );
};
