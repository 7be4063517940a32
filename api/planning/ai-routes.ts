import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { busyEvents, openTasks } from '../../activities/planning/planning-data';
import { userTimeZone } from '../../activities/settings/user-zone';
import { planRange } from '../../domain/planning/range';
import { freeWorkingTime } from '../../domain/planning/suggestions';
import { TASK_MESSAGES } from '../../domain/tasks/messages';
import type { AreaOptions } from '../area-options';
import { notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { enhanceTask } from './ai/enhance';
import { estimateTask } from './ai/estimate';
import { optimiseOrder } from './ai/optimise';
import { suggestTimes } from './ai/suggest-times';
import { findTaskForSuggestion } from './ai/task-source';
import { EmptyBody, EnhanceReply, EstimateReply, OptimiseBody, OptimiseReply, SuggestTimesBody, SuggestTimesReply, TaskParams } from './schemas';

/** The agent-side AI calls of seed 001 §7, each with a rules fallback that says it is not AI. */
export const aiSuggestionRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db, ai }) => {
  const tags = ['planning'];
  const security = [{ session: [] }];
  const errors = { 502: ErrorReply, ...commonErrors };

  app.post('/api/tasks/:taskId/enhance', { schema: { tags, security, params: TaskParams, body: EmptyBody, response: { 200: EnhanceReply, ...errors } } }, async (request) => {
    const task = await findTaskForSuggestion(db, requireUserId(request), request.params.taskId);
    return enhanceTask(ai, task, Date.now());
  });

  app.post('/api/tasks/:taskId/estimate', { schema: { tags, security, params: TaskParams, body: EmptyBody, response: { 200: EstimateReply, ...errors } } }, async (request) => {
    const task = await findTaskForSuggestion(db, requireUserId(request), request.params.taskId);
    return estimateTask(ai, task);
  });

  app.post('/api/planning/optimise', { schema: { tags, security, body: OptimiseBody, response: { 200: OptimiseReply, ...errors } } }, async (request) => {
    const userId = requireUserId(request);
    const wanted = request.body.taskIds ? [...new Set(request.body.taskIds)] : undefined;
    if (wanted?.length) {
      const own = await db.selectFrom('tasks').select('id').where('user_id', '=', userId).where('id', 'in', wanted).execute();
      const missing = wanted.find((id) => !own.some((row) => row.id === id));
      if (missing) throw notFound(TASK_MESSAGES.taskNotFoundWithId(missing));
    }
    const [tasks, timeZone] = await Promise.all([openTasks(db, userId, wanted), userTimeZone(db, userId)]);
    return optimiseOrder(ai, tasks, Date.now(), timeZone);
  });

  app.post('/api/calendar/suggest-times', { schema: { tags, security, body: SuggestTimesBody, response: { 200: SuggestTimesReply, ...errors } } }, async (request) => {
    const userId = requireUserId(request);
    const now = Date.now();
    const timeZone = await userTimeZone(db, userId);
    const range = planRange(undefined, request.body.withinDays, timeZone, now)!;
    const events = await busyEvents(db, userId, new Date(now), new Date(range.rangeEnd));
    const busy = events.filter((event) => !event.allDay).map((event) => ({ start: Date.parse(event.start), end: Date.parse(event.end) }));
    const free = freeWorkingTime(busy, now, Date.parse(range.rangeEnd), timeZone);
    return suggestTimes(ai, request.body, free, timeZone);
  });
};
