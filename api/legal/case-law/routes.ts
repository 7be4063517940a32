import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../../area-options';
import { notFound } from '../../http-error';
import { publishLive } from '../../live/publish';
import { requireUserId } from '../../plugins/session';
import { commonErrors } from '../../schemas/common';
import { CASE_HISTORY_DEFAULT_LIMIT } from '../../../domain/legal/case-search/constants';
import { deleteSavedCase, listMatters, listSavedCases, saveCase } from './saved-cases';
import {
  CaseSearchBody,
  CaseSearchReply,
  HistoryQuery,
  IdParams,
  MatterSchema,
  SaveCaseBody,
  SavedCaseSchema,
  SavedCasesQuery,
  SearchDetailSchema,
  SearchSummarySchema,
} from './schemas';
import { createCaseSearchService, type CaseSearchService } from './search-service';

export interface CaseLawRoutesOptions extends AreaOptions {
  /** Tests may give their own service (e.g. with a small cache); by default one per app with the real sources. */
  caseSearch?: CaseSearchService;
}

/** Case-law search (seed 001 §7–§9), the person's search history, matters, and cases saved to them. */
export const caseLawRoutes: FastifyPluginAsyncTypebox<CaseLawRoutesOptions> = async (app, options) => {
  const { db } = options;
  const service = options.caseSearch ?? createCaseSearchService(db, options.legal);
  const tags = ['legal'];
  const security = [{ session: [] }];

  app.post('/api/legal/cases/search', { schema: { tags, security, body: CaseSearchBody, response: { 200: CaseSearchReply, ...commonErrors } } }, async (request) => {
    const { searchId, results, sources, fallback } = await service.search(requireUserId(request), request.body);
    return { searchId, results, sources, fallback };
  });

  app.get(
    '/api/legal/cases/searches',
    { schema: { tags, security, querystring: HistoryQuery, response: { 200: Type.Object({ searches: Type.Array(SearchSummarySchema) }), ...commonErrors } } },
    async (request) => {
      const rows = await db
        .selectFrom('case_searches')
        .select(['id', 'query', 'sources', 'fallback', 'created_at'])
        .select((eb) => eb.fn<number>('jsonb_array_length', [eb.ref('results')]).as('result_count'))
        .where('user_id', '=', requireUserId(request))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(request.query.limit ?? CASE_HISTORY_DEFAULT_LIMIT)
        .execute();
      return {
        searches: rows.map((row) => ({ id: row.id, query: row.query, resultCount: Number(row.result_count), sources: row.sources, fallback: row.fallback, createdAt: row.created_at.toISOString() })),
      };
    },
  );

  app.get(
    '/api/legal/cases/searches/:id',
    { schema: { tags, security, params: IdParams, response: { 200: Type.Object({ search: SearchDetailSchema }), ...commonErrors } } },
    async (request) => {
      const row = await db.selectFrom('case_searches').selectAll().where('id', '=', request.params.id).where('user_id', '=', requireUserId(request)).executeTakeFirst();
      if (!row) throw notFound('Search not found');
      return {
        search: { id: row.id, query: row.query, resultCount: row.results.length, sources: row.sources, fallback: row.fallback, createdAt: row.created_at.toISOString(), results: row.results },
      };
    },
  );

  app.delete('/api/legal/cases/searches', { schema: { tags, security, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('case_searches').where('user_id', '=', userId).execute();
      await publishLive(trx, userId, 'legal.changed', { searches: 'cleared' });
    });
    return reply.status(204).send(null);
  });

  app.get('/api/legal/matters', { schema: { tags, security, response: { 200: Type.Object({ matters: Type.Array(MatterSchema) }), ...commonErrors } } }, async (request) => ({
    matters: await listMatters(db, requireUserId(request)),
  }));

  app.post(
    '/api/legal/cases/saved',
    { schema: { tags, security, body: SaveCaseBody, response: { 200: Type.Object({ savedCase: SavedCaseSchema }), 201: Type.Object({ savedCase: SavedCaseSchema }), ...commonErrors } } },
    async (request, reply) => {
      const { savedCase, created } = await saveCase(db, requireUserId(request), request.body);
      return reply.status(created ? 201 : 200).send({ savedCase });
    },
  );

  app.get(
    '/api/legal/cases/saved',
    { schema: { tags, security, querystring: SavedCasesQuery, response: { 200: Type.Object({ savedCases: Type.Array(SavedCaseSchema) }), ...commonErrors } } },
    async (request) => ({ savedCases: await listSavedCases(db, requireUserId(request), request.query.matterId) }),
  );

  app.delete('/api/legal/cases/saved/:id', { schema: { tags, security, params: IdParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteSavedCase(db, requireUserId(request), request.params.id);
    return reply.status(204).send(null);
  });
};
