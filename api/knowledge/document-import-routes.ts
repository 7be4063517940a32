import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { DocumentReply, DocumentsReply, FromDriveBody, FromMailBody, UploadBody, UploadQuery } from './document-schemas';
import { createDocumentFromDrive } from './from-drive';
import { createDocumentsFromMail } from './from-mail';
import { createUploadedDocument } from './from-upload';

/** Documents made from an uploaded file, an e-mail (and its attachments), or a drive file. */
export const documentImportRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const tags = ['knowledge'];
  const security = [{ session: [] }];

  app.post(
    '/api/knowledge/documents/upload',
    {
      config: { fileUpload: true },
      schema: {
        tags,
        security,
        consumes: ['application/octet-stream'],
        querystring: UploadQuery,
        body: UploadBody,
        response: {
          201: DocumentReply,
          ...commonErrors,
          403: { ...ErrorReply, description: 'The request did not come from the workspace itself' },
          413: { ...ErrorReply, description: 'The file is larger than 25 MB' },
          415: { ...ErrorReply, description: 'The body is not application/octet-stream' },
        },
      },
    },
    async (request, reply) => {
      const { name, folderId, type } = request.query;
      const document = await createUploadedDocument(options, requireUserId(request), { name, folderId: folderId ?? null, type, bytes: request.body });
      return reply.status(201).send(document);
    },
  );

  app.post('/api/knowledge/documents/from-mail', { schema: { tags, security, body: FromMailBody, response: { 201: DocumentsReply, ...commonErrors } } }, async (request, reply) => {
    const { accountId, messageId, attachmentId, folderId } = request.body;
    const documents = await createDocumentsFromMail(options, requireUserId(request), { accountId, messageId, attachmentId, folderId: folderId ?? null });
    return reply.status(201).send({ documents });
  });

  app.post('/api/knowledge/documents/from-drive', { schema: { tags, security, body: FromDriveBody, response: { 201: DocumentReply, ...commonErrors } } }, async (request, reply) =>
    reply.status(201).send(await createDocumentFromDrive(options, requireUserId(request), request.body.driveItemId, request.body.folderId ?? null)),
  );
};
