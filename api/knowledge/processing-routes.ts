import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { MatterQuery } from './document-schemas';
import { ProcessingRowSchema } from './schemas';
import { countAllDocuments, processingRows } from './scoped-reads';
import { resolveScope } from './scope';

const ProcessingReply = Type.Object({
  documents: Type.Array(ProcessingRowSchema, { description: "The documents of the matter named (without one: the documents outside matters), newest first, without their content" }),
});
const HealthReply = Type.Object({
  folders: Type.Integer({ description: "The user's folders" }),
  documents: Type.Integer({ description: "The user's documents" }),
});

/** The processing overview, one matter (or the documents outside matters) at a time, and the seed's health check (seed 001 §7). */
export const processingRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['knowledge'];
  const security = [{ session: [] }];

  app.get('/api/knowledge/processing', { schema: { tags, security, querystring: MatterQuery, response: { 200: ProcessingReply, ...commonErrors } } }, async (request) => {
    const scope = await resolveScope(db, requireUserId(request), { matterId: request.query.matterId ?? null });
    return { documents: await processingRows(db, scope) };
  });

  app.get('/api/knowledge/health', { schema: { tags, security, response: { 200: HealthReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const folders = await db.selectFrom('knowledge_folders').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return { folders: Number(folders.n), documents: await countAllDocuments(db, userId) };
  });
};
