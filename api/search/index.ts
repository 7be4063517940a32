import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { groupHits, parseSearchQuery, SEARCH_LIMIT_DEFAULT, type SearchResults } from '../../domain/search/query';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { taskTimeZone } from '../tasks/time-zone';
import { searchEverything } from './kinds';
import { SearchQuerystring, SearchReply } from './schemas';

/** The top-bar search: the person's mail, calendar, tasks, automations, documents, conversations and notebooks (Postgres full-text search). */
export const searchArea: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;

  app.get(
    '/api/search',
    { schema: { tags: ['search'], security: [{ session: [] }], querystring: SearchQuerystring, response: { 200: SearchReply, ...commonErrors } } },
    async (request): Promise<SearchResults> => {
      const userId = requireUserId(request);
      const text = request.query.q;
      const limit = request.query.limit ?? SEARCH_LIMIT_DEFAULT;
      const query = parseSearchQuery(text);
      if (!query) return { query: text, groups: [] };
      const hits = await searchEverything({ db, userId, query, limit, zone: await taskTimeZone(db, userId) });
      return { query: text, groups: groupHits(hits, limit) };
    },
  );
};
