import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { AUDIT_STATUSES } from '../../domain/agents/types';
import { HttpError } from '../http-error';
import type { MailRoutesOptions } from '../mail/mail-routes-options';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { workflowUiUrl } from '../temporal/client';
import { waitingChainCount } from '../deadlines/waiting';
import { toAuditEntry } from './audit-view';
import { decideAuditEntry, type DecisionKind } from './decide';

const Status = Type.Unsafe<(typeof AUDIT_STATUSES)[number]>({ type: 'string', enum: [...AUDIT_STATUSES] });
const AuditEntrySchema = Type.Object({
  id: Type.String(),
  status: Status,
  timestamp: Type.String(),
  agentId: Type.Union([Type.String(), Type.Null()]),
  actionId: Type.Union([Type.String(), Type.Null()]),
  actionType: Type.String(),
  description: Type.String(),
  sourceType: Type.Union([Type.String(), Type.Null()]),
  sourceId: Type.Union([Type.String(), Type.Null()]),
  details: Type.Object({
    params: Type.Record(Type.String(), Type.Unknown()),
    agentType: Type.String(),
    agentName: Type.Optional(Type.String()),
    result: Type.Optional(Type.Unknown()),
    error: Type.Optional(Type.String()),
    preview: Type.Optional(Type.Unknown()),
    reason: Type.Optional(Type.String()),
    confidence: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    editedParams: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    // An automation's approval step: what the person is asked, and which run asks it.
    note: Type.Optional(Type.String()),
    automationName: Type.Optional(Type.String()),
    automationId: Type.Optional(Type.String()),
    runId: Type.Optional(Type.String()),
    nodeId: Type.Optional(Type.String()),
  }),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([Type.String(), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  workflowId: Type.String(),
  workflowUrl: Type.Union([Type.String(), Type.Null()]),
});
const AuditParams = Type.Object({ auditId: Type.String({ format: 'uuid' }) });
const DecisionReply = Type.Object({ auditId: Type.String(), status: Type.String() });

export const auditRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, { db, temporal, outbox }) => {
  const tags = ['audit'];
  const security = [{ session: [] }];

  app.get(
    '/api/audit',
    {
      schema: {
        tags,
        security,
        querystring: Type.Object({
          status: Type.Optional(Status),
          agentId: Type.Optional(Type.String({ format: 'uuid' })),
          actionType: Type.Optional(Type.String({ maxLength: 100 })),
          from: Type.Optional(Type.String({ format: 'date-time' })),
          to: Type.Optional(Type.String({ format: 'date-time' })),
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
        }),
        response: {
          200: Type.Object({
            entries: Type.Array(AuditEntrySchema),
            pendingCount: Type.Integer({ description: 'Actions waiting for a decision, whatever the filters' }),
            waitingChainCount: Type.Integer({ description: 'Deadline chains waiting to be accepted or declined; the badge counts both' }),
          }),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { status, agentId, actionType, from, to, limit } = request.query;
      let query = db.selectFrom('audit_entries').selectAll().where('user_id', '=', userId);
      if (status) query = query.where('status', '=', status);
      if (agentId) query = query.where('agent_id', '=', agentId);
      if (actionType) query = query.where('action_type', '=', actionType);
      if (from) query = query.where('created_at', '>=', new Date(from));
      if (to) query = query.where('created_at', '<=', new Date(to));
      // The pending queue comes first, then everything else newest first.
      const rows = await query.orderBy(sql`(status = 'pending')`, 'desc').orderBy('created_at', 'desc').limit(limit).execute();
      const [pending, waitingChains] = await Promise.all([
        db.selectFrom('audit_entries').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirstOrThrow(),
        waitingChainCount(db, userId),
      ]);
      return { entries: rows.map((row) => toAuditEntry(row, workflowUiUrl(temporal, row.workflow_id))), pendingCount: pending.n, waitingChainCount: waitingChains };
    },
  );

  for (const [verb, decision] of [['approve', 'approve'], ['reject', 'reject']] as const) {
    app.post(
      `/api/audit/:auditId/${verb}`,
      {
        schema: {
          tags,
          security,
          params: AuditParams,
          body: Type.Object({ params: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }, { additionalProperties: false }),
          response: { 200: DecisionReply, 409: ErrorReply, ...commonErrors },
        },
        // A bare POST (no body) is a plain decision.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) =>
        decideAuditEntry(outbox, {
          userId: requireUserId(request),
          auditId: request.params.auditId,
          decision,
          ...(decision === 'approve' && request.body.params ? { params: request.body.params } : {}),
        }),
    );
  }

  app.post(
    '/api/audit/decisions',
    {
      schema: {
        tags,
        security,
        body: Type.Object(
          { decision: Type.Unsafe<DecisionKind>({ type: 'string', enum: ['approve', 'reject'] }), auditIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 200, uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ results: Type.Array(Type.Object({ auditId: Type.String(), outcome: Type.String(), message: Type.Union([Type.String(), Type.Null()]) })) }),
          ...commonErrors,
        },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      // Each entry is decided on its own: one that cannot be decided does not hold back the rest.
      const results = [];
      for (const auditId of request.body.auditIds) {
        try {
          const decided = await decideAuditEntry(outbox, { userId, auditId, decision: request.body.decision });
          results.push({ auditId, outcome: decided.status, message: null });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ auditId, outcome: error.statusCode === 404 ? 'not_found' : 'conflict', message: error.message });
        }
      }
      return { results };
    },
  );

  app.delete(
    '/api/audit',
    {
      schema: {
        tags,
        security,
        querystring: Type.Object({ olderThanDays: Type.Integer({ minimum: 0, maximum: 3650 }) }),
        response: { 200: Type.Object({ deleted: Type.Integer() }), ...commonErrors },
      },
    },
    async (request) => {
      const cutoff = new Date(Date.now() - request.query.olderThanDays * 24 * 60 * 60 * 1000);
      // Pending entries have a workflow waiting on them; they leave the log by decision or expiry.
      const result = await db
        .deleteFrom('audit_entries')
        .where('user_id', '=', requireUserId(request))
        .where('created_at', '<', cutoff)
        .where('status', '!=', 'pending')
        .executeTakeFirst();
      return { deleted: Number(result.numDeletedRows) };
    },
  );
};
