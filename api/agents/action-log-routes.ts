/** The agent's action log (seed 001 §3 "Action log entry") and a person's feedback on its completed actions. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACTION_LOG_TYPES, DEFAULT_ACTION_LOG_LIMIT, FEEDBACK_RATINGS, MAX_ACTION_LOG_LIMIT, toActionLog } from '../../domain/agents/action-log';
import { CREATED_AGENT_MESSAGES } from '../../domain/agents/created-agent';
import type { AreaOptions } from '../area-options';
import { HttpError, notFound } from '../http-error';
import { publishLive } from '../live/publish';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findOwnAgentRow } from './own-agent';
import { ActionParams, AgentParams, literals } from './schemas';

const FeedbackSchema = Type.Object({ rating: literals(FEEDBACK_RATINGS), note: Type.String() });

const ActionLogEntrySchema = Type.Object({
  id: Type.String(),
  type: literals(ACTION_LOG_TYPES),
  agentId: Type.String(),
  actionId: Type.String(),
  actionType: Type.String(),
  action: Type.String(),
  result: Type.Unknown(),
  error: Type.Union([Type.String(), Type.Null()]),
  timestamp: Type.String(),
  feedback: Type.Union([FeedbackSchema, Type.Null()]),
});

const FeedbackBody = Type.Object(
  { rating: literals(FEEDBACK_RATINGS), note: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);

const FeedbackReply = Type.Object({
  feedback: Type.Object({ actionId: Type.String(), rating: literals(FEEDBACK_RATINGS), note: Type.String(), updatedAt: Type.String() }),
});

export const actionLogRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['agents'];
  const security = [{ session: [] }];

  app.get(
    '/api/agents/:agentId/log',
    {
      schema: {
        tags,
        security,
        params: AgentParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ACTION_LOG_LIMIT, default: DEFAULT_ACTION_LOG_LIMIT })) }),
        response: { 200: Type.Object({ entries: Type.Array(ActionLogEntrySchema) }), ...commonErrors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const agent = await findOwnAgentRow(db, userId, request.params.agentId);
      const limit = request.query.limit ?? DEFAULT_ACTION_LOG_LIMIT;
      // The newest `limit` entries come from at most the `limit` most recently touched actions.
      const rows = await db
        .selectFrom('agent_actions as x')
        .leftJoin('agent_feedback as f', (join) => join.onRef('f.action_id', '=', 'x.id').on('f.user_id', '=', userId))
        .select(['x.id', 'x.agent_id', 'x.type', 'x.status', 'x.output', 'x.error', 'x.created_at', 'x.started_at', 'x.completed_at', 'f.rating', 'f.note'])
        .where('x.agent_id', '=', agent.id)
        .where('x.user_id', '=', userId)
        .orderBy((eb) => eb.fn.coalesce('x.completed_at', 'x.started_at', 'x.created_at'), 'desc')
        .orderBy('x.id', 'desc')
        .limit(limit)
        .execute();
      const entries = toActionLog(
        rows.map((row) => ({
          id: row.id,
          agentId: row.agent_id,
          type: row.type,
          status: row.status,
          output: row.output,
          error: row.error,
          createdAt: row.created_at.toISOString(),
          startedAt: row.started_at?.toISOString() ?? null,
          completedAt: row.completed_at?.toISOString() ?? null,
          feedback: row.rating ? { rating: row.rating, note: row.note ?? '' } : null,
        })),
        limit,
      );
      return { entries };
    },
  );

  app.put(
    '/api/agents/:agentId/actions/:actionId/feedback',
    { schema: { tags, security, params: ActionParams, body: FeedbackBody, response: { 200: FeedbackReply, 409: ErrorReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const { agentId, actionId } = request.params;
      return db.transaction().execute(async (trx) => {
        const agent = await findOwnAgentRow(trx, userId, agentId);
        const action = await trx.selectFrom('agent_actions').select(['id', 'status']).where('id', '=', actionId).where('agent_id', '=', agent.id).where('user_id', '=', userId).executeTakeFirst();
        if (!action) throw notFound(CREATED_AGENT_MESSAGES.actionNotFound);
        if (action.status !== 'completed') throw new HttpError(409, 'action_not_completed', CREATED_AGENT_MESSAGES.onlyCompletedRated);
        const now = new Date();
        const saved = await trx
          .insertInto('agent_feedback')
          .values({ user_id: userId, agent_id: agent.id, action_id: action.id, rating: request.body.rating, note: request.body.note ?? '' })
          .onConflict((oc) => oc.columns(['user_id', 'action_id']).doUpdateSet({ rating: request.body.rating, note: request.body.note ?? '', updated_at: now }))
          .returning(['action_id', 'rating', 'note', 'updated_at'])
          .executeTakeFirstOrThrow();
        await publishLive(trx, userId, 'agents.changed', { agentId: agent.id });
        return { feedback: { actionId: saved.action_id, rating: saved.rating, note: saved.note, updatedAt: saved.updated_at.toISOString() } };
      });
    },
  );

  app.delete(
    '/api/agents/:agentId/actions/:actionId/feedback',
    { schema: { tags, security, params: ActionParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { agentId, actionId } = request.params;
      await db.transaction().execute(async (trx) => {
        const agent = await findOwnAgentRow(trx, userId, agentId);
        const action = await trx.selectFrom('agent_actions').select('id').where('id', '=', actionId).where('agent_id', '=', agent.id).where('user_id', '=', userId).executeTakeFirst();
        if (!action) throw notFound(CREATED_AGENT_MESSAGES.actionNotFound);
        const removed = await trx.deleteFrom('agent_feedback').where('action_id', '=', action.id).where('user_id', '=', userId).executeTakeFirst();
        if (removed.numDeletedRows > 0n) await publishLive(trx, userId, 'agents.changed', { agentId: agent.id });
      });
      return reply.status(204).send(null);
    },
  );
};
