import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DatabaseDriver } from '../../db/connection';
import { ErrorReply } from '../schemas/common';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import type { TemporalHandle } from '../temporal/client';
import { checkHealth, runReadinessProbe } from './health-service';

const HealthReply = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({ ok: Type.Boolean(), driver: Type.String(), error: Type.Optional(Type.String()) }),
  temporal: Type.Object({
    ok: Type.Boolean(),
    address: Type.String(),
    namespace: Type.String(),
    uiUrl: Type.Union([Type.String(), Type.Null()]),
    error: Type.Optional(Type.String()),
  }),
  worker: Type.Object({ ok: Type.Boolean(), taskQueue: Type.String(), pollers: Type.Integer() }),
});

const ProbeReply = Type.Object({
  workflowId: Type.String(),
  workflowUrl: Type.Union([Type.String(), Type.Null()]),
  workerIdentity: Type.String(),
  databaseTime: Type.String(),
  roundTripMs: Type.Integer(),
});

export interface HealthRoutesOptions {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  temporal: TemporalHandle;
}

export const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, { db, driver, temporal }) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: HealthReply, 503: HealthReply } } }, async (_request, reply) => {
    const report = await checkHealth(db, driver, temporal);
    return reply.status(report.database.ok && report.temporal.ok ? 200 : 503).send(report);
  });

  // Starting a workflow costs something: only signed-in users may ask for the round trip.
  app.post('/api/health/probe', { schema: { tags: ['health'], security: [{ session: [] }], response: { 200: ProbeReply, 401: ErrorReply, 503: ErrorReply } } }, async (request) => {
    requireUserId(request);
    try {
      const probe = await runReadinessProbe(temporal);
      return {
        workflowId: probe.workflowId,
        workflowUrl: probe.workflowUrl,
        workerIdentity: probe.workerIdentity,
        databaseTime: probe.databaseTime,
        roundTripMs: probe.roundTripMs,
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(503, 'worker_unavailable', `No worker completed the readiness workflow: ${reason}`);
    }
  });
};
