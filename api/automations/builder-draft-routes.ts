import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { DRAFT_MESSAGES, checkDraftShape, draftProblems } from '../../domain/automation/drafts';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { listAutomationAgents, validateOptionsFor } from './automation-agents';
import { findOwnAutomation, type AutomationRow } from './automation-repository';
import type { AutomationRoutesOptions } from './options';
import { AutomationParams, DefinitionSchema, ValidationProblemSchema } from './schemas';

export const BuilderDraftSchema = Type.Object({
  definition: DefinitionSchema,
  /** What publishing it would refuse for; empty when it can be published as it is. */
  problems: Type.Array(ValidationProblemSchema),
  savedAt: Type.String({ format: 'date-time' }),
  /** The version it was started from (0: before the first version). */
  baseVersion: Type.Integer({ minimum: 0 }),
});

const DraftReply = Type.Object({ draft: Type.Union([BuilderDraftSchema, Type.Null()]) });
const SaveDraftBody = Type.Object({ definition: DefinitionSchema }, { additionalProperties: false });

async function draftView(db: Kysely<Database>, userId: string, row: AutomationRow) {
  if (row.draft_definition === null || row.draft_definition === undefined || !row.draft_saved_at) return null;
  const definition = row.draft_definition as AutomationDefinition;
  const problems = draftProblems(definition, validateOptionsFor(await listAutomationAgents(db, userId)));
  return { definition, problems, savedAt: row.draft_saved_at.toISOString(), baseVersion: row.draft_base_version ?? 0 };
}

/** Clears an automation's draft (after it is published): the builder then opens on the new version. */
export async function clearDraft(db: Kysely<Database>, automationId: string): Promise<void> {
  await db.updateTable('automations').set({ draft_definition: null, draft_saved_at: null, draft_base_version: null }).where('id', '=', automationId).execute();
}

/**
 * The builder's draft of an automation: read, save (autosave; an invalid drawing is kept), discard. A draft
 * is never run; publishing it is POST /api/automations/:id/versions, which validates and clears it.
 */
export const builderDraftRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['automations'];
  const security = [{ session: [] }];

  app.get(
    '/api/automations/:id/draft',
    { schema: { tags, security, params: AutomationParams, response: { 200: DraftReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      return { draft: await draftView(db, userId, await findOwnAutomation(db, userId, request.params.id)) };
    },
  );

  app.put(
    '/api/automations/:id/draft',
    { bodyLimit: 1_500_000, schema: { tags, security, params: AutomationParams, body: SaveDraftBody, response: { 200: Type.Object({ draft: BuilderDraftSchema }), ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const automation = await findOwnAutomation(db, userId, request.params.id);
      const shape = checkDraftShape(request.body.definition);
      if (!shape.ok) throw new HttpError(400, 'invalid_draft', shape.message);
      const row = await db
        .updateTable('automations')
        .set({ draft_definition: JSON.stringify(shape.draft), draft_saved_at: new Date(), draft_base_version: automation.current_version })
        .where('id', '=', automation.id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { draft: (await draftView(db, userId, row))! };
    },
  );

  app.delete(
    '/api/automations/:id/draft',
    { schema: { tags, security, params: AutomationParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const automation = await findOwnAutomation(db, userId, request.params.id);
      if (automation.draft_definition === null) throw new HttpError(404, 'not_found', DRAFT_MESSAGES.draftNotFound);
      await clearDraft(db, automation.id);
      return reply.status(204).send(null);
    },
  );
};
