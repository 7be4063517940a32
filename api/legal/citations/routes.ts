import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../../area-options';
import { requireUserId } from '../../plugins/session';
import { commonErrors } from '../../schemas/common';
import { extractCitations } from '../../../domain/legal/citations/extract';
import { checkCitations } from './check';
import { resolveScope } from '../../knowledge/scope';
import { CheckReply, CitationCheckBody, CitationTextBody, ExtractReply } from './schemas';

/** Citations in a text: found (POST …/extract) and checked before they are shown (POST …/check). */
export const citationRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db, legal } = options;
  const tags = ['legal'];
  const security = [{ session: [] }];

  app.post(
    '/api/legal/citations/extract',
    { schema: { tags, security, body: CitationTextBody, response: { 200: ExtractReply, ...commonErrors } } },
    async (request) => {
      requireUserId(request);
      return { citations: extractCitations(request.body.text) };
    },
  );

  app.post(
    '/api/legal/citations/check',
    { schema: { tags, security, body: CitationCheckBody, response: { 200: CheckReply, ...commonErrors } } },
    async (request) => {
      const scope = await resolveScope(db, requireUserId(request), { matterId: request.body.matterId ?? null });
      return { citations: await checkCitations(db, legal, [scope], request.body.text) };
    },
  );
};
