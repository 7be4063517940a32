import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { listEvents } from './event-listing';
import { createEvent, deleteEvent, findOwnEvent, updateEvent, type EventWriter } from './event-service';
import { toCalendarEvent } from './event-view';
import { CreateEventBody, EventParams, EventReply, EventsQuery, EventsReply, UpdateEventBody } from './schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { WorkflowIntents } from '../outbox/intents';

export const calendarTags = ['calendar'];
export const sessionSecurity = [{ session: [] }];

/** An event writer for one request's transaction. */
export const writerFor = (options: AreaOptions, userId: string) => (trx: Transaction<Database>, intents: WorkflowIntents): EventWriter => ({
  trx,
  intents,
  userId,
  googleConfigured: options.google !== null,
});

/** Events: list (recurring ones expanded), read, create, edit, delete. */
export const eventRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db, outbox } = options;
  const tags = calendarTags;
  const security = sessionSecurity;

  app.get('/api/calendar/events', { schema: { tags, security, querystring: EventsQuery, response: { 200: EventsReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const timeMin = new Date(request.query.timeMin);
    const timeMax = new Date(request.query.timeMax);
    if (timeMax <= timeMin) throw new HttpError(400, 'validation_error', 'timeMax must be after timeMin.');
    return { events: await listEvents(db, userId, timeMin, timeMax, request.query.maxResults) };
  });

  app.get('/api/calendar/events/:eventId', { schema: { tags, security, params: EventParams, response: { 200: EventReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    return { event: toCalendarEvent(await findOwnEvent(db, userId, request.params.eventId)) };
  });

  app.post('/api/calendar/events', { schema: { tags, security, body: CreateEventBody, response: { 201: EventReply, ...commonErrors } } }, async (request, reply) => {
    const writer = writerFor(options, requireUserId(request));
    const row = await outbox.transaction((trx, intents) => createEvent(writer(trx, intents), request.body));
    return reply.status(201).send({ event: toCalendarEvent(row) });
  });

  app.patch(
    '/api/calendar/events/:eventId',
    { schema: { tags, security, params: EventParams, body: UpdateEventBody, response: { 200: EventReply, 409: ErrorReply, ...commonErrors } } },
    async (request) => {
      const writer = writerFor(options, requireUserId(request));
      const row = await outbox.transaction((trx, intents) => updateEvent(writer(trx, intents), request.params.eventId, request.body, { byHand: true }));
      return { event: toCalendarEvent(row) };
    },
  );

  app.delete(
    '/api/calendar/events/:eventId',
    { schema: { tags, security, params: EventParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const writer = writerFor(options, requireUserId(request));
      await outbox.transaction((trx, intents) => deleteEvent(writer(trx, intents), request.params.eventId));
      return reply.status(204).send(null);
    },
  );
};
