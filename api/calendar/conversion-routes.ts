import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TASK_EVENT_MINUTES } from '../../domain/calendar/date-conversion';
import { TASKS_SOURCE_ID } from '../../domain/calendar/sources';
import type { AreaOptions } from '../area-options';
import { HttpError, notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { calendarTags, sessionSecurity, writerFor } from './event-routes';
import { createEvent, findOwnEvent } from './event-service';
import { toCalendarEvent } from './event-view';
import { CalendarEventSchema, EmptyBody, EventParams } from './schemas';
import { findTask } from '../tasks/task-repository';
import { insertTask } from '../../activities/tasks/task-store';
import { taskFromEvent } from '../../domain/tasks/from-event';
import { TaskSchema } from '../tasks/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export const TASK_NOT_FOUND = 'Task not found';
export const TASK_NEEDS_DUE_DATE = 'Task must have a due date to convert to event';
export const TASK_ALREADY_ON_CALENDAR = 'This task is already on the calendar.';
export const EVENT_ALREADY_HAS_TASK = 'This event already has a task.';

const ConversionReply = Type.Object({ task: TaskSchema, event: CalendarEventSchema });

/** The task as the tasks API shows it, read inside the conversion's transaction (after the link is written). */
async function taskView(trx: Transaction<Database>, userId: string, taskId: string) {
  const task = await findTask(trx, userId, taskId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  return task;
}
const responses = { 201: ConversionReply, ...commonErrors, 409: ErrorReply };

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Task → event (seed 000 §4: the task must exist and have a due date; the event lasts an hour, §9) and
 * event → task (a To Do, Medium task due at the event's start). Both stay linked and move together.
 */
export const conversionRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const tags = [...calendarTags, 'tasks'];
  const security = sessionSecurity;

  app.post(
    '/api/tasks/:taskId/event',
    { schema: { tags, security, params: Type.Object({ taskId: Type.String({ format: 'uuid' }) }), body: EmptyBody, response: responses } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const writer = writerFor(options, userId);
      const { taskId } = request.params;
      try {
        const result = await options.outbox.transaction(async (trx, intents) => {
          const task = await trx.selectFrom('tasks').selectAll().where('id', '=', taskId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
          if (!task) throw notFound(TASK_NOT_FOUND);
          if (!task.due_date) throw new HttpError(400, 'task_without_due_date', TASK_NEEDS_DUE_DATE);
          const linked = await trx.selectFrom('calendar_events').select('id').where('user_id', '=', userId).where('task_id', '=', task.id).executeTakeFirst();
          if (linked) throw new HttpError(409, 'already_converted', TASK_ALREADY_ON_CALENDAR);
          const start = task.due_date;
          const event = await createEvent(
            writer(trx, intents),
            {
              title: task.title,
              description: task.description,
              start: start.toISOString(),
              end: new Date(start.getTime() + TASK_EVENT_MINUTES * 60_000).toISOString(),
              allDay: false,
              sourceId: TASKS_SOURCE_ID,
              tags: task.tags,
            },
            { taskId: task.id },
          );
          return { task: await taskView(trx, userId, task.id), event };
        });
        return reply.status(201).send({ task: result.task, event: toCalendarEvent(result.event) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'already_converted', TASK_ALREADY_ON_CALENDAR);
        throw error;
      }
    },
  );

  app.post(
    '/api/calendar/events/:eventId/task',
    { schema: { tags, security, params: EventParams, body: EmptyBody, response: responses } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const result = await options.db.transaction().execute(async (trx) => {
        const event = await findOwnEvent(trx, userId, request.params.eventId, true);
        if (event.task_id) throw new HttpError(409, 'already_converted', EVENT_ALREADY_HAS_TASK);
        const taskId = await insertTask(trx, userId, taskFromEvent({ id: event.id, title: event.title, description: event.description, start: event.start_at, tags: event.tags }));
        const linked = await trx.updateTable('calendar_events').set({ task_id: taskId, updated_at: new Date() }).where('id', '=', event.id).where('user_id', '=', userId).returningAll().executeTakeFirstOrThrow();
        return { task: await taskView(trx, userId, taskId), event: linked };
      });
      return reply.status(201).send({ task: result.task, event: toCalendarEvent(result.event) });
    },
  );
};
