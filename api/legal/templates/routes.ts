import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../../area-options';
import { requireUserId } from '../../plugins/session';
import { commonErrors } from '../../schemas/common';
import { CreateTemplateBody, DocxBody, DocxQuery, TemplateParams, TemplateReply, TemplatesReply, UpdateTemplateBody, uploadErrors } from './schemas';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate, uploadTemplateDocx } from './service';

/** Document templates (seed 001 §3, §6, §7): own plus public, {{field}} placeholders, and an optional Word file. */
export const templateRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['legal'];
  const security = [{ session: [] }];

  app.get('/api/legal/templates', { schema: { tags, security, response: { 200: TemplatesReply, ...commonErrors } } }, async (request) => ({
    templates: await listTemplates(db, requireUserId(request)),
  }));

  app.post('/api/legal/templates', { schema: { tags, security, body: CreateTemplateBody, response: { 201: TemplateReply, ...commonErrors } } }, async (request, reply) => {
    const template = await createTemplate(db, requireUserId(request), request.body);
    return reply.status(201).send({ template });
  });

  app.patch('/api/legal/templates/:id', { schema: { tags, security, params: TemplateParams, body: UpdateTemplateBody, response: { 200: TemplateReply, ...commonErrors } } }, async (request) => ({
    template: await updateTemplate(db, requireUserId(request), request.params.id, request.body),
  }));

  app.delete('/api/legal/templates/:id', { schema: { tags, security, params: TemplateParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteTemplate(db, requireUserId(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.put(
    '/api/legal/templates/:id/docx',
    {
      config: { fileUpload: true },
      schema: { tags, security, consumes: ['application/octet-stream'], params: TemplateParams, querystring: DocxQuery, body: DocxBody, response: { 200: TemplateReply, ...uploadErrors } },
    },
    async (request) => ({
      template: await uploadTemplateDocx(db, requireUserId(request), request.params.id, { name: request.query.name, bytes: request.body }),
    }),
  );
};
