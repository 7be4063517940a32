import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { calendarTags, sessionSecurity, writerFor } from './event-routes';
import { findOwnEvent, updateEvent } from './event-service';
import { toCalendarEvent } from './event-view';
import { EmptyBody, EventParams, EventReply } from './schemas';

const NO_CONFLICT = 'This event has no changes from a re-analysis waiting.';

/**
 * An analysed event edited by hand keeps the person's values when its notice is analysed again; the
 * analysis's values wait as its conflict: accept applies them (the link to the e-mail stays), dismiss
 * drops them.
 */
export const conflictRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const schema = { tags: calendarTags, security: sessionSecurity, params: EventParams, body: EmptyBody, response: { 200: EventReply, ...commonErrors } };

  app.post('/api/calendar/events/:eventId/conflict/accept', { schema }, async (request) => {
    const writer = writerFor(options, requireUserId(request));
    const row = await options.outbox.transaction(async (trx, intents) => {
      const event = await findOwnEvent(trx, writer(trx, intents).userId, request.params.eventId, true);
      const conflict = event.analysis_conflict;
      if (!conflict) throw new HttpError(400, 'no_conflict', NO_CONFLICT);
      return updateEvent(
        writer(trx, intents),
        event.id,
        { title: conflict.title, start: conflict.start, end: conflict.end, location: conflict.location, judge: conflict.judge, hearingType: conflict.hearingType },
        { byHand: false, clearConflict: true },
      );
    });
    return { event: toCalendarEvent(row) };
  });

  app.post('/api/calendar/events/:eventId/conflict/dismiss', { schema }, async (request) => {
    const userId = requireUserId(request);
    const row = await options.db.transaction().execute(async (trx) => {
      const event = await findOwnEvent(trx, userId, request.params.eventId, true);
      if (!event.analysis_conflict) throw new HttpError(400, 'no_conflict', NO_CONFLICT);
      return trx.updateTable('calendar_events').set({ analysis_conflict: null, updated_at: new Date() }).where('id', '=', event.id).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
    });
    return { event: toCalendarEvent(row) };
  });
};
