import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { calendarTags as tags, sessionSecurity as security } from './event-routes';
import { FEED_TOKEN_PATTERN, feedTokenHash, newFeedToken } from './feed-token';
import { buildIcalDocument, FEED_DAYS_AHEAD, FEED_DAYS_BACK } from './ical-document';
import { EmptyBody } from './schemas';

/** Errors stay JSON on a route that otherwise answers text/calendar. */
const jsonError = (description: string) => ({ description, content: { 'application/json': { schema: ErrorReply } } });

const FEED_NOT_FOUND = 'This calendar feed does not exist; it may have been replaced.';
const DAY_MS = 86_400_000;

/**
 * The secret iCal feed: a per-user address phones and Outlook subscribe to. Making a new one replaces the
 * old (its address stops working); only the SHA-256 of the secret is stored.
 */
export const feedRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db, appUrl }) => {
  app.get('/api/calendar/feed', { schema: { tags, security, response: { 200: Type.Object({ active: Type.Boolean() }), ...commonErrors } } }, async (request) => {
    const row = await db.selectFrom('user_settings').select('ical_token_hash').where('user_id', '=', requireUserId(request)).executeTakeFirst();
    return { active: Boolean(row?.ical_token_hash) };
  });

  app.post(
    '/api/calendar/feed',
    { schema: { tags, security, body: EmptyBody, response: { 201: Type.Object({ url: Type.String({ description: 'The secret address; shown once' }) }), ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const token = newFeedToken();
      const values = { ical_token_hash: feedTokenHash(token), updated_at: new Date() };
      await db.insertInto('user_settings').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
      return reply.status(201).send({ url: `${appUrl.replace(/\/+$/, '')}/ical/${token}.ics` });
    },
  );

  app.delete('/api/calendar/feed', { schema: { tags, security, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await db.updateTable('user_settings').set({ ical_token_hash: null, updated_at: new Date() }).where('user_id', '=', requireUserId(request)).execute();
    return reply.status(204).send(null);
  });

  app.get(
    '/ical/:file',
    {
      // Public: the secret in the address is the credential (no session); calendar apps call from anywhere.
      config: { crossSiteCallers: true },
      schema: {
        tags,
        summary: "The user's events as an iCalendar feed",
        params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
        produces: ['text/calendar'],
        response: {
          200: Type.String({ description: 'An iCalendar document' }),
          400: jsonError('The address is malformed'),
          404: jsonError('No feed has this secret'),
          414: jsonError('A path parameter is too long'),
          500: jsonError('Something went wrong on our side'),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      if (!request.params.file.endsWith('.ics') || !new RegExp(FEED_TOKEN_PATTERN).test(token)) throw notFound(FEED_NOT_FOUND);
      const owner = await db.selectFrom('user_settings').select(['user_id', 'time_zone']).where('ical_token_hash', '=', feedTokenHash(token)).executeTakeFirst();
      if (!owner) throw notFound(FEED_NOT_FOUND);
      const now = Date.now();
      const from = new Date(now - FEED_DAYS_BACK * DAY_MS);
      const to = new Date(now + FEED_DAYS_AHEAD * DAY_MS);
      const rows = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('user_id', '=', owner.user_id)
        .where('start_at', '<', to)
        // A series that started long ago still has occurrences in the window.
        .where((eb) => eb.or([eb('end_at', '>', from), eb('recurrence', 'is not', null)]))
        .orderBy('start_at')
        .execute();
      const document = buildIcalDocument(rows, { timeZone: owner.time_zone, name: 'Legal Workspace', appUrl });
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').send(document);
    },
  );
};
