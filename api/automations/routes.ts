import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUserId } from '../plugins/session';
import { userTimeZone } from '../../activities/settings/user-zone';
import { commonErrors } from '../schemas/common';
import { automationDescription, automationName, automationTimeZone } from './automation-input';
import { deleteOwnAutomation, findOwnAutomation, updateOwnAutomation } from './automation-repository';
import { createAutomation, firstVersionOf, listAutomationSummaries, loadAutomationDetail } from './automation-service';
import { builderDraftRoutes } from './builder-draft-routes';
import { draftRoutes } from './draft-routes';
import { importExportRoutes } from './import-export-routes';
import type { AutomationRoutesOptions } from './options';
import { syncAutomationSchedule } from './schedule-sync';
import { AutomationParams, AutomationReply, AutomationSummarySchema, CreateAutomationBody, ProblemsReply, UpdateAutomationBody } from './schemas';
import { templateRoutes } from './template-routes';
import { versionRoutes } from './version-routes';

/** Automations, their versions, templates, drafting from a description, and export/import. */
export const automationRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['automations'];
  const security = [{ session: [] }];

  app.get('/api/automations', { schema: { tags, security, response: { 200: Type.Object({ automations: Type.Array(AutomationSummarySchema) }), ...commonErrors } } }, async (request) => ({
    automations: await listAutomationSummaries(db, requireUserId(request)),
  }));

  app.post(
    '/api/automations',
    { schema: { tags, security, body: CreateAutomationBody, response: { 201: AutomationReply, ...commonErrors, 400: ProblemsReply } } },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { body } = request;
      const fields = {
        userId,
        name: automationName(body.name),
        description: automationDescription(body.description ?? ''),
        // Without a zone of its own, an automation runs in the user's zone (one time-zone rule).
        timeZone: automationTimeZone(body.timeZone ?? (await userTimeZone(db, userId))),
      };
      const first = await firstVersionOf(db, userId, body);
      if (first && !first.ok) return reply.status(400).send(first.reply);
      const templateName = first?.templateName ?? null;
      // A template's automation waits to be turned on instead of acting on the next e-mail.
      const row = await createAutomation(db, { ...fields, templateName, ...(templateName ? { status: 'inactive' as const } : {}), firstVersion: first });
      if (first) await syncAutomationSchedule(options, row.id);
      return reply.status(201).send({ automation: await loadAutomationDetail(db, row) });
    },
  );

  app.get('/api/automations/:id', { schema: { tags, security, params: AutomationParams, response: { 200: AutomationReply, ...commonErrors } } }, async (request) => ({
    automation: await loadAutomationDetail(db, await findOwnAutomation(db, requireUserId(request), request.params.id)),
  }));

  app.patch(
    '/api/automations/:id',
    { schema: { tags, security, params: AutomationParams, body: UpdateAutomationBody, response: { 200: AutomationReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      const { name, description, status, timeZone } = request.body;
      const row = await updateOwnAutomation(db, userId, request.params.id, {
        ...(name !== undefined ? { name: automationName(name) } : {}),
        ...(description !== undefined ? { description: automationDescription(description) } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(timeZone !== undefined ? { time_zone: automationTimeZone(timeZone) } : {}),
      });
      // The schedule pauses with the automation and reads its times in the automation's zone.
      if (status !== undefined || timeZone !== undefined) await syncAutomationSchedule(options, row.id);
      return { automation: await loadAutomationDetail(db, row) };
    },
  );

  app.delete('/api/automations/:id', { schema: { tags, security, params: AutomationParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteOwnAutomation(db, requireUserId(request), request.params.id);
    await syncAutomationSchedule(options, request.params.id);
    return reply.status(204).send(null);
  });

  await app.register(versionRoutes, options);
  await app.register(importExportRoutes, options);
  await app.register(templateRoutes, options);
  await app.register(draftRoutes, options);
  await app.register(builderDraftRoutes, options);
};
