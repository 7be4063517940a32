import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { ASSISTANT_CATALOGUE, findCatalogueEntry } from '../../domain/assistants/catalogue';
import { ASSISTANT_MESSAGES } from '../../domain/assistants/rules';
import { HttpError, notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import type { Db } from './assistant-repository';
import { createAssistant } from './assistant-service';
import { AssistantSchema, CatalogueParams, CatalogueReply } from './schemas';

/** The user's active copies of store entries, by catalogue id (the first one made). */
async function installedCopies(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('assistants')
    .select(['id', 'catalogue_id'])
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .where('catalogue_id', 'is not', null)
    .orderBy('created_at')
    .execute();
  const copies = new Map<string, string>();
  for (const row of rows) if (row.catalogue_id && !copies.has(row.catalogue_id)) copies.set(row.catalogue_id, row.id);
  return copies;
}

/**
 * The assistant store (seed 001 §1, §2): ready assistants a user installs as their own. Like an app
 * store, an entry is installed once: installing it again while an active copy exists is 409 (the copy
 * can be edited instead); after that copy is deleted it can be installed afresh.
 */
export const storeRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['assistants'];
  const security = [{ session: [] }];

  app.get('/api/assistant-store', { schema: { tags, security, response: { 200: CatalogueReply, ...commonErrors } } }, async (request) => {
    const copies = await installedCopies(db, requireUserId(request));
    return { catalogue: ASSISTANT_CATALOGUE.map((entry) => ({ ...entry, capabilities: [...entry.capabilities], installedAssistantId: copies.get(entry.id) ?? null })) };
  });

  app.post(
    '/api/assistant-store/:catalogueId/install',
    { schema: { tags, security, params: CatalogueParams, response: { 201: AssistantSchema, 409: { ...ErrorReply, description: 'An active copy is already installed' }, ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { catalogueId } = request.params;
      const entry = findCatalogueEntry(catalogueId);
      if (!entry) throw notFound(ASSISTANT_MESSAGES.catalogueNotFound(catalogueId));
      return db.transaction().execute(async (trx) => {
        // One install at a time per user, so two quick clicks cannot make two copies.
        await trx.selectFrom('profiles').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
        if ((await installedCopies(trx, userId)).has(entry.id)) throw new HttpError(409, 'conflict', ASSISTANT_MESSAGES.alreadyInstalled);
        const assistant = await createAssistant(trx, userId, {
          name: entry.name,
          description: entry.description,
          system_prompt: entry.systemPrompt,
          type: entry.type,
          capabilities: [...entry.capabilities],
          temperature: entry.temperature,
          catalogueId: entry.id,
        });
        return reply.status(201).send(assistant);
      });
    },
  );
};
