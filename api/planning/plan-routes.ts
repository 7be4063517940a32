import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { userTimeZone } from '../../activities/settings/user-zone';
import { TIME_BLOCK_PLANNING_WORKFLOW, type TimeBlockPlanningInput } from '../../domain/planning/plan';
import { planRange } from '../../domain/planning/range';
import { NO_VALID_TASK } from '../../domain/planning/rules';
import type { AreaOptions } from '../area-options';
import { toCalendarEvent } from '../calendar/event-view';
import { CalendarEventSchema } from '../calendar/schemas';
import { hasGoogleCalendar, queueMirror } from '../calendar/mirror-intent';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { acceptPlan, dismissPlan, type MirrorEvent } from './accept-plan';
import { currentAcceptedPlanId, findOwnPlan, hasOpenTask, insertComputingPlan, latestPlan } from './plan-repository';
import { toTimeBlockPlan } from './plan-view';
import { recordBehaviourInSavepoint } from '../learning/record-in-transaction';
import { CreatePlanBody, EmptyBody, LatestPlanReply, PlanParams, PlanReply } from './schemas';

/** Time-block plans: ask for one (computed by a workflow), follow it, accept or dismiss it. */
export const planRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db, outbox, google }) => {
  const tags = ['planning'];
  const security = [{ session: [] }];

  app.post(
    '/api/planning/plans',
    { schema: { tags, security, body: CreatePlanBody, response: { 202: PlanReply, ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const timeZone = await userTimeZone(db, userId);
      const range = planRange(request.body.start, request.body.days, timeZone, Date.now());
      if (!range) throw new HttpError(400, 'validation_error', 'start must be a real date (YYYY-MM-DD).');
      if (!(await hasOpenTask(db, userId))) throw new HttpError(400, 'validation_error', NO_VALID_TASK);
      const row = await outbox.transaction(async (trx, intents) => {
        const plan = await insertComputingPlan(trx, userId, range, await currentAcceptedPlanId(trx, userId));
        const input: TimeBlockPlanningInput = { planId: plan.id, userId, reason: 'request' };
        await intents.start(TIME_BLOCK_PLANNING_WORKFLOW, plan.workflow_id, [input]);
        return plan;
      });
      return reply.status(202).send({ plan: toTimeBlockPlan(row) });
    },
  );

  app.get('/api/planning/plans/latest', { schema: { tags, security, response: { 200: LatestPlanReply, ...commonErrors } } }, async (request) => {
    const row = await latestPlan(db, requireUserId(request));
    return { plan: row ? toTimeBlockPlan(row) : null };
  });

  app.get('/api/planning/plans/:planId', { schema: { tags, security, params: PlanParams, response: { 200: PlanReply, ...commonErrors } } }, async (request) => ({
    plan: toTimeBlockPlan(await findOwnPlan(db, requireUserId(request), request.params.planId)),
  }));

  app.post(
    '/api/planning/plans/:planId/accept',
    {
      schema: {
        tags,
        security,
        params: PlanParams,
        body: EmptyBody,
        response: { 200: Type.Object({ plan: PlanReply.properties.plan, events: Type.Array(CalendarEventSchema) }), 409: ErrorReply, ...commonErrors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { plan, events } = await outbox.transaction(async (trx, intents) => {
        const mirrored = google !== null && (await hasGoogleCalendar(trx, userId));
        const mirror: MirrorEvent | undefined = mirrored
          ? (row, action) => queueMirror(intents, { userId, eventId: row.id, action, googleEventId: row.google_event_id }, action === 'delete' ? 'deleted' : String(row.updated_at.getTime()))
          : undefined;
        const accepted = await acceptPlan(trx, userId, request.params.planId, mirror);
        // For learning: when and how the person plans focus time.
        await recordBehaviourInSavepoint(trx, userId, { type: 'planning.accept_block', context: { blocks: accepted.events.length }, metadata: { planId: accepted.plan.id } });
        return accepted;
      });
      return { plan: toTimeBlockPlan(plan), events: events.map(toCalendarEvent) };
    },
  );

  app.post(
    '/api/planning/plans/:planId/dismiss',
    { schema: { tags, security, params: PlanParams, body: EmptyBody, response: { 200: PlanReply, 409: ErrorReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const plan = await db.transaction().execute((trx) => dismissPlan(trx, userId, request.params.planId));
      return { plan: toTimeBlockPlan(plan) };
    },
  );
};
