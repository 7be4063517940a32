import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { eventFromRow } from '../../activities/automation/triggers/event-rows';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findOwnAutomation } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { AutomationParams } from './schemas';
import { AutomationEventSchema } from './trigger-schemas';

export const EVENT_LIST_LIMIT = 100;

/** An automation's events (seed 001 §3/§4), newest first. */
export const eventRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/automations/:id/events',
    { schema: { tags: ['automations'], security: [{ session: [] }], params: AutomationParams, response: { 200: Type.Object({ events: Type.Array(AutomationEventSchema) }), ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const automation = await findOwnAutomation(db, userId, request.params.id);
      const rows = await db
        .selectFrom('automation_events')
        .selectAll()
        .where('automation_id', '=', automation.id)
        .where('user_id', '=', userId)
        .orderBy('timestamp', 'desc')
        .orderBy('id', 'desc')
        .limit(EVENT_LIST_LIMIT)
        .execute();
      return { events: rows.map(eventFromRow) };
    },
  );
};
