import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BLANK_QUERY_MESSAGE, MATCH_DOCUMENTS_DEFAULTS, normaliseQuery, SEARCH_BY_CONTENT_DEFAULTS, SEARCH_LIMITS } from '../../domain/knowledge/search-rules';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { listDocumentUses } from './document-uses';
import { resolveScope } from './scope';
import { hybridSearch } from './search/hybrid-search';
import { matchDocuments } from './search/match-documents';
import { searchByContent } from './search/search-by-content';
import { MatchDocumentsBody, MatchDocumentsReply, SearchBody, SearchByContentBody, SearchByContentReply, SearchReply, UsesQuery, UsesReply } from './search-schemas';

const queryOf = (query: string): string => {
  const normalised = normaliseQuery(query);
  if (normalised === null) throw new HttpError(400, 'validation_error', BLANK_QUERY_MESSAGE);
  return normalised;
};

/** Search of the knowledge base (seed 001 §7, §9): hybrid search, match_documents, search by content, and the trail of AI uses. */
export const searchRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db, embedder } = options;
  const tags = ['knowledge'];
  const security = [{ session: [] }];
  const errors = { ...commonErrors, 503: ErrorReply };

  app.post('/api/knowledge/search', { schema: { tags, security, body: SearchBody, response: { 200: SearchReply, ...errors } } }, async (request) => {
    const userId = requireUserId(request);
    const query = queryOf(request.body.query);
    const scope = await resolveScope(db, userId, request.body);
    const hits = await hybridSearch(db, embedder, scope, query, request.body.limit ?? SEARCH_LIMITS.defaultHits);
    return { hits, model: embedder.model };
  });

  app.post('/api/knowledge/match-documents', { schema: { tags, security, body: MatchDocumentsBody, response: { 200: MatchDocumentsReply, ...errors } } }, async (request) => {
    const userId = requireUserId(request);
    const query = queryOf(request.body.query);
    const scope = await resolveScope(db, userId, request.body);
    const { matchThreshold = MATCH_DOCUMENTS_DEFAULTS.threshold, matchCount = MATCH_DOCUMENTS_DEFAULTS.count } = request.body;
    return { documents: await matchDocuments(db, embedder, scope, query, matchThreshold, matchCount) };
  });

  app.post('/api/knowledge/search-by-content', { schema: { tags, security, body: SearchByContentBody, response: { 200: SearchByContentReply, ...errors } } }, async (request) => {
    const userId = requireUserId(request);
    const query = queryOf(request.body.query);
    const scope = await resolveScope(db, userId, request.body);
    const { threshold = SEARCH_BY_CONTENT_DEFAULTS.threshold, limit = SEARCH_BY_CONTENT_DEFAULTS.limit } = request.body;
    return { documents: await searchByContent(db, embedder, scope, query, threshold, limit) };
  });

  app.get('/api/knowledge/uses', { schema: { tags, security, querystring: UsesQuery, response: { 200: UsesReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const scope = await resolveScope(db, userId, { matterId: request.query.matterId ?? null });
    return { uses: await listDocumentUses(db, userId, scope.matterId) };
  });
};
