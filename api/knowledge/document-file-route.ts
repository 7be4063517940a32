import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isInlineMimeType } from '../../domain/files/drive-mime';
import type { AreaOptions } from '../area-options';
import { readStoredFile } from '../files/stored-files';
import { notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { findDocumentRow } from './document-repository';
import { DocumentParams, MatterQuery } from './document-schemas';
import { KNOWLEDGE_MESSAGES } from './errors';
import { resolveScope } from './scope';

/** A document's original bytes: shown in the browser for PDF, image and plain-text types, downloaded otherwise. */
export const documentFileRoute: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  app.get(
    '/api/knowledge/documents/:documentId/file',
    {
      schema: {
        tags: ['knowledge'],
        security: [{ session: [] }],
        params: DocumentParams,
        querystring: MatterQuery,
        produces: ['application/octet-stream'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The original bytes' }), ...commonErrors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const scope = await resolveScope(db, userId, { matterId: request.query.matterId ?? null });
      const document = await findDocumentRow(db, scope, request.params.documentId);
      const file = document.file_id ? await readStoredFile(db, userId, document.file_id) : null;
      if (!file) throw notFound(KNOWLEDGE_MESSAGES.noFile);
      const disposition = isInlineMimeType(file.mimeType) ? 'inline' : 'attachment';
      const type = file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType;
      return reply
        .header('content-type', type)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
