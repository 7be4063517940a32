import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findOwnAutomation } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { cancelRun, retryRun, runDetail } from './run-control';
import { AutomationParams, RetryRunBody, RunDetailSchema, RunParams, RunReply, RunSummarySchema, StartRunBody } from './run-schemas';
import { runnableVersion, startAutomationRun, toRunSummary } from './run-starter';
import { triggerDataForHandRun } from './run-trigger-data';

/** How many runs the list shows, newest first. */
const RUN_LIST_LIMIT = 50;

/** Runs of automations: started by hand, listed, watched live, cancelled and retried. */
export const runRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db, temporal } = options;
  const tags = ['automation runs'];
  const security = [{ session: [] }];

  app.post(
    '/api/automations/:id/runs',
    {
      schema: { tags, security, params: AutomationParams, body: StartRunBody, response: { 201: RunReply, 409: ErrorReply, ...commonErrors } },
      // A bare POST (no body) runs the current version with no input.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const automation = await findOwnAutomation(db, userId, request.params.id);
      const { version, definition } = await runnableVersion(db, automation, request.body.version ?? null);
      const triggerData = await triggerDataForHandRun(options, userId, definition, request.body);
      const run = await startAutomationRun(options, { userId, automationId: automation.id, version, triggerType: 'manual', triggerData });
      return reply.status(201).send({ run });
    },
  );

  app.get(
    '/api/automations/:id/runs',
    { schema: { tags, security, params: AutomationParams, response: { 200: Type.Object({ runs: Type.Array(RunSummarySchema) }), ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const automation = await findOwnAutomation(db, userId, request.params.id);
      const rows = await db
        .selectFrom('automation_runs')
        .selectAll()
        .where('automation_id', '=', automation.id)
        .where('user_id', '=', userId)
        .orderBy('started_at', 'desc')
        .orderBy('id')
        .limit(RUN_LIST_LIMIT)
        .execute();
      return { runs: rows.map((row) => toRunSummary(row, temporal)) };
    },
  );

  app.get(
    '/api/automation-runs/:runId',
    { schema: { tags, security, params: RunParams, response: { 200: Type.Object({ run: RunDetailSchema }), ...commonErrors } } },
    async (request) => ({ run: await runDetail(options, requireUserId(request), request.params.runId) }),
  );

  app.post(
    '/api/automation-runs/:runId/cancel',
    { schema: { tags, security, params: RunParams, response: { 200: RunReply, 409: ErrorReply, ...commonErrors } } },
    async (request) => ({ run: await cancelRun(options, requireUserId(request), request.params.runId) }),
  );

  app.post(
    '/api/automation-runs/:runId/retry',
    { schema: { tags, security, params: RunParams, body: RetryRunBody, response: { 201: RunReply, 409: ErrorReply, ...commonErrors } } },
    async (request, reply) => reply.status(201).send({ run: await retryRun(options, requireUserId(request), request.params.runId, request.body.from) }),
  );
};
