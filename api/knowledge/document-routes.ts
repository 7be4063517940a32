import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { findDocumentWithContent, listChunks, listDocuments } from './document-repository';
import {
  ChunkListReply,
  CreateDocumentBody,
  DocumentListQuery,
  DocumentListReply,
  DocumentParams,
  DocumentReply,
  DocumentWithContentReply,
  MatterQuery,
  UpdateDocumentBody,
} from './document-schemas';
import { createTextDocument, deleteDocument, retryDocument, updateDocument } from './document-service';
import { EmptyBody } from './schemas';
import { resolveScope } from './scope';

/** Knowledge-base documents (seed 001 §3, §4, §7). A document inside a matter is reached only with that matter's id. */
export const documentRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['knowledge'];
  const security = [{ session: [] }];

  app.get('/api/knowledge/documents', { schema: { tags, security, querystring: DocumentListQuery, response: { 200: DocumentListReply, ...commonErrors } } }, async (request) => {
    const { matterId, folderId, status } = request.query;
    const scope = await resolveScope(db, requireUserId(request), { matterId: matterId ?? null, folderId: folderId ?? null });
    return { documents: await listDocuments(db, scope, status) };
  });

  app.post('/api/knowledge/documents', { schema: { tags, security, body: CreateDocumentBody, response: { 201: DocumentReply, ...commonErrors } } }, async (request, reply) =>
    reply.status(201).send(await createTextDocument(options, requireUserId(request), request.body)),
  );

  app.get(
    '/api/knowledge/documents/:documentId',
    { schema: { tags, security, params: DocumentParams, querystring: MatterQuery, response: { 200: DocumentWithContentReply, ...commonErrors } } },
    async (request) => {
      const scope = await resolveScope(db, requireUserId(request), { matterId: request.query.matterId ?? null });
      return findDocumentWithContent(db, scope, request.params.documentId);
    },
  );

  app.get(
    '/api/knowledge/documents/:documentId/chunks',
    { schema: { tags, security, params: DocumentParams, querystring: MatterQuery, response: { 200: ChunkListReply, ...commonErrors } } },
    async (request) => {
      const scope = await resolveScope(db, requireUserId(request), { matterId: request.query.matterId ?? null });
      return { chunks: await listChunks(db, scope, request.params.documentId) };
    },
  );

  app.patch(
    '/api/knowledge/documents/:documentId',
    { schema: { tags, security, params: DocumentParams, querystring: MatterQuery, body: UpdateDocumentBody, response: { 200: DocumentReply, ...commonErrors } } },
    async (request) => updateDocument(options, requireUserId(request), request.params.documentId, request.query.matterId, request.body),
  );

  app.delete(
    '/api/knowledge/documents/:documentId',
    { schema: { tags, security, params: DocumentParams, querystring: MatterQuery, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      await deleteDocument(options, requireUserId(request), request.params.documentId, request.query.matterId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/knowledge/documents/:documentId/retry',
    {
      schema: {
        tags,
        security,
        params: DocumentParams,
        querystring: MatterQuery,
        body: EmptyBody,
        response: { 200: DocumentReply, 409: { ...ErrorReply, description: 'Not failed, or retried 3 times already' }, ...commonErrors },
      },
    },
    async (request) => retryDocument(options, requireUserId(request), request.params.documentId, request.query.matterId),
  );
};
