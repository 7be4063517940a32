import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../../area-options';
import { requireUserId } from '../../plugins/session';
import { commonErrors } from '../../schemas/common';
import { exportDocx } from './export';
import { generateDocument } from './generate';
import { readDocument } from './repository';
import {
  CitationParams,
  CitationReply,
  CitationsReply,
  CreateBody,
  DocumentParams,
  DocumentReply,
  DocumentsReply,
  DocxReply,
  documentErrors,
  exportErrors,
  GenerateBody,
  generateErrors,
  ListQuery,
  StyleCheckBody,
  StyleCheckReply,
  UpdateBody,
} from './schemas';
import { checkDocumentCitations, confirmCitation, createDocument, deleteDocument, listDocuments, styleCheck, updateDocument } from './service';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Legal documents (seed 001 §3, §4, §7): drafts, generation, citations and their checks, style checks, DOCX export. */
export const documentRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['legal'];
  const security = [{ session: [] }];

  app.get('/api/legal/documents', { schema: { tags, security, querystring: ListQuery, response: { 200: DocumentsReply, ...commonErrors } } }, async (request) => {
    const { documentType, status, tags: tagList } = request.query;
    return { documents: await listDocuments(db, requireUserId(request), { documentType, status, tags: tagList?.split(',') }) };
  });

  app.post('/api/legal/documents', { schema: { tags, security, body: CreateBody, response: { 201: DocumentReply, ...commonErrors } } }, async (request, reply) => {
    const document = await createDocument(db, requireUserId(request), request.body);
    return reply.status(201).send({ document });
  });

  app.post('/api/legal/documents/generate', { schema: { tags, security, body: GenerateBody, response: { 201: DocumentReply, ...generateErrors } } }, async (request, reply) => {
    const document = await generateDocument(options, requireUserId(request), request.body);
    return reply.status(201).send({ document });
  });

  app.get('/api/legal/documents/:id', { schema: { tags, security, params: DocumentParams, response: { 200: DocumentReply, ...commonErrors } } }, async (request) => ({
    document: await readDocument(db, requireUserId(request), request.params.id),
  }));

  app.patch('/api/legal/documents/:id', { schema: { tags, security, params: DocumentParams, body: UpdateBody, response: { 200: DocumentReply, ...documentErrors } } }, async (request) => ({
    document: await updateDocument(db, requireUserId(request), request.params.id, request.body),
  }));

  app.delete('/api/legal/documents/:id', { schema: { tags, security, params: DocumentParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteDocument(db, requireUserId(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/legal/documents/:id/citations/check',
    { schema: { tags, security, params: DocumentParams, body: Type.Object({}), response: { 200: CitationsReply, ...documentErrors } } },
    async (request) => ({ citations: await checkDocumentCitations(db, options.legal, requireUserId(request), request.params.id) }),
  );

  app.post(
    '/api/legal/documents/:id/citations/:citationId/confirm',
    { schema: { tags, security, params: CitationParams, body: Type.Object({}), response: { 200: CitationReply, ...commonErrors } } },
    async (request) => ({ citation: await confirmCitation(db, requireUserId(request), request.params.id, request.params.citationId, true) }),
  );

  app.delete('/api/legal/documents/:id/citations/:citationId/confirm', { schema: { tags, security, params: CitationParams, response: { 200: CitationReply, ...commonErrors } } }, async (request) => ({
    citation: await confirmCitation(db, requireUserId(request), request.params.id, request.params.citationId, false),
  }));

  app.post(
    '/api/legal/documents/:id/style-check',
    { schema: { tags, security, params: DocumentParams, body: StyleCheckBody, response: { 200: StyleCheckReply, ...commonErrors } } },
    async (request) => styleCheck(db, requireUserId(request), request.params.id, request.body.styleId),
  );

  app.get('/api/legal/documents/:id/export.docx', { schema: { tags, security, params: DocumentParams, produces: [DOCX_TYPE], response: { 200: DocxReply, ...exportErrors } } }, async (request, reply) => {
    const { filename, bytes } = await exportDocx(db, requireUserId(request), request.params.id);
    return reply
      .header('content-type', DOCX_TYPE)
      .header('content-disposition', `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
      .send(bytes);
  });
};
