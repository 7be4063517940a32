import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { runLearningCheck } from '../../activities/learning/check';
import { loadPersonality, loadSuggestions, toWorkflowPattern } from '../../activities/learning/views';
import type { AreaOptions } from '../area-options';
import { publishLive } from '../live/publish';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { patchPersonality } from './personality-service';
import { ensureSuggestionCheckSchedule } from './schedule';
import {
  BehaviourListQuery,
  BehaviourSchema,
  EmptyBody,
  PatternSchema,
  PersonalityPatchBody,
  PersonalitySchema,
  SuggestionListQuery,
  SuggestionParams,
  SuggestionSchema,
} from './schemas';
import { acceptSuggestion, dismissSuggestion } from './suggestion-service';

/** What the product learns from what people do: behaviours, patterns, automation suggestions, personality (seed 001 §3–§5, §9). */
export const learningArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['learning'];
  const security = [{ session: [] }];

  // The hourly check, created once per Temporal namespace; the API still serves if Temporal is not there yet.
  app.addHook('onReady', async () => {
    try {
      await ensureSuggestionCheckSchedule(options.temporal);
    } catch (error) {
      app.log.warn({ err: error }, 'The learning suggestion check schedule could not be created');
    }
  });

  app.get(
    '/api/learning/suggestions',
    { schema: { tags, security, querystring: SuggestionListQuery, response: { 200: Type.Object({ suggestions: Type.Array(SuggestionSchema) }), ...commonErrors } } },
    async (request) => {
      const { area, status } = request.query;
      return { suggestions: await loadSuggestions(db, requireUserId(request), { ...(area ? { area } : {}), status: status ?? 'pending' }) };
    },
  );

  app.post(
    '/api/learning/suggestions/:id/accept',
    {
      schema: {
        tags,
        security,
        params: SuggestionParams,
        body: EmptyBody,
        response: { 201: Type.Object({ suggestion: SuggestionSchema, automationId: Type.String({ format: 'uuid' }) }), 409: ErrorReply, ...commonErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await acceptSuggestion(db, requireUserId(request), request.params.id)),
  );

  app.post(
    '/api/learning/suggestions/:id/dismiss',
    { schema: { tags, security, params: SuggestionParams, body: EmptyBody, response: { 200: Type.Object({ suggestion: SuggestionSchema }), 409: ErrorReply, ...commonErrors } } },
    async (request) => ({ suggestion: await dismissSuggestion(db, requireUserId(request), request.params.id) }),
  );

  app.post(
    '/api/learning/check',
    { schema: { tags, security, body: EmptyBody, response: { 200: Type.Object({ created: Type.Array(SuggestionSchema) }), ...commonErrors } } },
    async (request) => ({ created: (await runLearningCheck(db, requireUserId(request))).created }),
  );

  app.get('/api/learning/patterns', { schema: { tags, security, response: { 200: Type.Object({ patterns: Type.Array(PatternSchema) }), ...commonErrors } } }, async (request) => {
    const rows = await db.selectFrom('workflow_patterns').selectAll().where('user_id', '=', requireUserId(request)).orderBy('confidence', 'desc').orderBy('key').execute();
    return { patterns: rows.map(toWorkflowPattern) };
  });

  app.get(
    '/api/learning/behaviours',
    { schema: { tags, security, querystring: BehaviourListQuery, response: { 200: Type.Object({ behaviours: Type.Array(BehaviourSchema) }), ...commonErrors } } },
    async (request) => {
      const rows = await db
        .selectFrom('behaviour_records')
        .select(['id', 'type', 'occurred_at', 'context'])
        .where('user_id', '=', requireUserId(request))
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? 100)
        .execute();
      return { behaviours: rows.map((row) => ({ id: String(row.id), type: row.type, occurredAt: row.occurred_at.toISOString(), context: row.context })) };
    },
  );

  app.delete('/api/learning/behaviours', { schema: { tags, security, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('behaviour_records').where('user_id', '=', userId).execute();
      await publishLive(trx, userId, 'learning.changed', { behaviours: 'forgotten' });
    });
    return reply.status(204).send(null);
  });

  app.get('/api/learning/personality', { schema: { tags, security, response: { 200: Type.Object({ personality: PersonalitySchema }), ...commonErrors } } }, async (request) => ({
    personality: await loadPersonality(db, requireUserId(request)),
  }));

  app.patch(
    '/api/learning/personality',
    { schema: { tags, security, body: PersonalityPatchBody, response: { 200: Type.Object({ personality: PersonalitySchema }), ...commonErrors } } },
    async (request) => ({ personality: await patchPersonality(db, requireUserId(request), request.body) }),
  );
};
