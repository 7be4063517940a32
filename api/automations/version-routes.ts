import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clearDraft } from './builder-draft-routes';
import { notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findOwnAutomation } from './automation-repository';
import { loadAutomationDetail } from './automation-service';
import type { AutomationRoutesOptions } from './options';
import { syncAutomationSchedule } from './schedule-sync';
import { AutomationParams, AutomationVersionSchema, AutomationWithVersionReply, ProblemsReply, SaveVersionBody, VersionParams, VersionSummarySchema } from './schemas';
import { findVersion, listVersions } from './version-repository';
import { checkDefinition, saveVersion } from './version-service';

export const VERSION_NOT_FOUND = 'Version not found';

/** An automation's immutable versions: list, read, save a new one, restore an old one as a new one. */
export const versionRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['automations'];
  const security = [{ session: [] }];
  const saveErrors = { ...commonErrors, 400: ProblemsReply };

  const ownVersion = async (userId: string, automationId: string, version: number) => {
    const automation = await findOwnAutomation(db, userId, automationId);
    const found = await findVersion(db, automation.id, version);
    if (!found) throw notFound(VERSION_NOT_FOUND);
    return found;
  };

  app.get(
    '/api/automations/:id/versions',
    { schema: { tags, security, params: AutomationParams, response: { 200: Type.Object({ versions: Type.Array(VersionSummarySchema) }), ...commonErrors } } },
    async (request) => {
      const automation = await findOwnAutomation(db, requireUserId(request), request.params.id);
      return { versions: await listVersions(db, automation.id) };
    },
  );

  app.post(
    '/api/automations/:id/versions',
    { schema: { tags, security, params: AutomationParams, body: SaveVersionBody, response: { 201: AutomationWithVersionReply, ...saveErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const automation = await findOwnAutomation(db, userId, request.params.id);
      const checked = await checkDefinition(db, userId, request.body.definition);
      if (!checked.ok) return reply.status(400).send(checked.reply);
      const saved = await saveVersion(db, { userId, automationId: automation.id, definition: checked.definition, note: request.body.note?.trim() ?? '', restoredFrom: null });
      // Published: the draft it came from is now this version.
      await clearDraft(db, automation.id);
      await syncAutomationSchedule(options, automation.id);
      return reply.status(201).send({ automation: await loadAutomationDetail(db, saved.automation), version: saved.version });
    },
  );

  app.get(
    '/api/automations/:id/versions/:version',
    { schema: { tags, security, params: VersionParams, response: { 200: Type.Object({ version: AutomationVersionSchema }), ...commonErrors } } },
    async (request) => ({ version: await ownVersion(requireUserId(request), request.params.id, request.params.version) }),
  );

  app.post(
    '/api/automations/:id/versions/:version/restore',
    { schema: { tags, security, params: VersionParams, response: { 201: AutomationWithVersionReply, ...saveErrors } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const old = await ownVersion(userId, request.params.id, request.params.version);
      // It was valid when saved, but an agent it names may have been deleted since.
      const checked = await checkDefinition(db, userId, old.definition);
      if (!checked.ok) return reply.status(400).send(checked.reply);
      const saved = await saveVersion(db, { userId, automationId: request.params.id, definition: checked.definition, note: `Restored from version ${old.version}`, restoredFrom: old.version });
      await clearDraft(db, request.params.id);
      await syncAutomationSchedule(options, request.params.id);
      return reply.status(201).send({ automation: await loadAutomationDetail(db, saved.automation), version: saved.version });
    },
  );
};
