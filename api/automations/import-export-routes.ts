import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULT_TIME_ZONE } from '../../domain/calendar/date-conversion';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { automationDescription, automationName, automationTimeZone } from './automation-input';
import { findOwnAutomation } from './automation-repository';
import { createAutomation, loadAutomationDetail } from './automation-service';
import { exportFileName, readAutomationExport, toAutomationExport } from './import-export';
import type { AutomationRoutesOptions } from './options';
import { syncAutomationSchedule } from './schedule-sync';
import { AutomationExportSchema, AutomationParams, AutomationReply, ProblemsReply } from './schemas';
import { checkDefinition } from './version-service';

/** An automation to a file (its current version) and a file back to a new automation. */
export const importExportRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['automations'];
  const security = [{ session: [] }];

  app.get(
    '/api/automations/:id/export',
    { schema: { tags, security, params: AutomationParams, response: { 200: AutomationExportSchema, ...commonErrors } } },
    async (request, reply) => {
      const automation = await loadAutomationDetail(db, await findOwnAutomation(db, requireUserId(request), request.params.id));
      return reply.header('content-disposition', `attachment; filename="${exportFileName(automation.name)}"`).send(toAutomationExport(automation, new Date()));
    },
  );

  app.post(
    '/api/automations/import',
    {
      schema: {
        tags,
        security,
        // Checked by hand, so anything that is not an export gets the one message that says so.
        body: Type.Unknown({ description: 'An AutomationExport, as GET /api/automations/{id}/export gives it' }),
        response: { 201: AutomationReply, ...commonErrors, 400: ProblemsReply },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const file = readAutomationExport(request.body);
      const fields = {
        userId,
        name: automationName(file.name),
        description: automationDescription(file.description),
        timeZone: automationTimeZone(file.timeZone ?? DEFAULT_TIME_ZONE),
      };
      const checked = await checkDefinition(db, userId, file.definition);
      if (!checked.ok) return reply.status(400).send(checked.reply);
      const row = await createAutomation(db, { ...fields, templateName: null, firstVersion: { definition: checked.definition, note: 'Imported' } });
      await syncAutomationSchedule(options, row.id);
      return reply.status(201).send({ automation: await loadAutomationDetail(db, row) });
    },
  );
};
