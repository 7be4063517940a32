import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { runCalendarCommand } from './command-service';
import { calendarTags, sessionSecurity } from './event-routes';
import { CalendarEventSchema } from './schemas';

const CommandReplySchema = Type.Object({
  reply: Type.String(),
  suggestions: Type.Array(Type.String()),
  events: Type.Optional(Type.Array(CalendarEventSchema)),
  event: Type.Optional(CalendarEventSchema),
});

/** The calendar agent's command line (seed 000 §8): canned commands matched by keyword. */
export const commandRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  app.post(
    '/api/calendar/command',
    {
      schema: {
        tags: calendarTags,
        security: sessionSecurity,
        body: Type.Object({ text: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
        response: { 200: CommandReplySchema, ...commonErrors },
      },
    },
    async (request) => runCalendarCommand(options, requireUserId(request), request.body.text),
  );
};
