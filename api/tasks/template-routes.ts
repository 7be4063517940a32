import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { taskFromTemplate } from '../../domain/tasks/templates';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { dueInput } from './due-input';
import { templateNotFound } from './errors';
import { CreateTemplateBody, FromTemplateBody, TaskReply, TemplateListReply, TemplateParams, TemplateReply, UpdateTemplateBody } from './schemas';
import { findTemplate, listTemplates } from './template-repository';
import { createTemplate, deleteTemplate, updateTemplate } from './template-service';
import { createTask } from './task-service';
import { taskTimeZone } from './time-zone';

/** Task templates (seed 000 §3): the read-only built-ins, the user's own, and a task made from one. */
export const templateRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['tasks'];
  const security = [{ session: [] }];

  app.get('/api/task-templates', { schema: { tags, security, response: { 200: TemplateListReply, ...commonErrors } } }, async (request) => ({
    templates: await listTemplates(db, requireUserId(request)),
  }));

  app.post('/api/task-templates', { schema: { tags, security, body: CreateTemplateBody, response: { 201: TemplateReply, ...commonErrors } } }, async (request, reply) => {
    const template = await createTemplate(db, requireUserId(request), request.body);
    return reply.status(201).send({ template });
  });

  app.patch(
    '/api/task-templates/:templateId',
    { schema: { tags, security, params: TemplateParams, body: UpdateTemplateBody, response: { 200: TemplateReply, ...commonErrors } } },
    async (request) => ({ template: await updateTemplate(db, requireUserId(request), request.params.templateId, request.body) }),
  );

  app.delete('/api/task-templates/:templateId', { schema: { tags, security, params: TemplateParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteTemplate(db, requireUserId(request), request.params.templateId);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/task-templates/:templateId/tasks',
    {
      schema: { tags, security, params: TemplateParams, body: FromTemplateBody, response: { 201: TaskReply, ...commonErrors } },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const template = await findTemplate(db, userId, request.params.templateId);
      if (!template) throw templateNotFound();
      const { title, dueDate, parentTaskId } = request.body;
      const input = { ...(title !== undefined ? { title } : {}), ...(dueDate !== undefined ? { dueDate: dueInput(dueDate) ?? null } : {}), parentTaskId: parentTaskId ?? null };
      const task = await createTask(options, userId, taskFromTemplate(template, input, new Date(), await taskTimeZone(db, userId)));
      return reply.status(201).send({ task });
    },
  );
};
