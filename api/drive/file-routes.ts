import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isInlineMimeType } from '../../domain/files/drive-mime';
import type { AreaOptions } from '../area-options';
import { readStoredFile } from '../files/stored-files';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { FRAMABLE_PDF_POLICY, SEALED_FILE_POLICY } from './content-policy';
import { liveItem, uploadFile } from './drive-service';
import { itemNotFound } from './errors';
import { ContentQuery, DriveItemSchema, ItemParams, UploadBody, UploadQuery } from './schemas';

/** Uploading a file's bytes and reading them back. */
export const driveFileRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['drive'];
  const security = [{ session: [] }];

  app.post(
    '/api/drive/files',
    {
      config: { fileUpload: true },
      schema: {
        tags,
        security,
        summary: 'Uploads one file (raw bytes, up to 25 MB) into a folder',
        consumes: ['application/octet-stream'],
        querystring: UploadQuery,
        body: UploadBody,
        response: {
          201: DriveItemSchema,
          ...commonErrors,
          403: { ...ErrorReply, description: 'The request did not come from the workspace itself' },
          413: { ...ErrorReply, description: 'The file is larger than 25 MB' },
          415: { ...ErrorReply, description: 'The body is not application/octet-stream' },
        },
      },
    },
    async (request, reply) => {
      const item = await uploadFile(db, requireUserId(request), {
        name: request.query.name,
        parentId: request.query.parentId ?? null,
        type: request.query.type,
        bytes: request.body,
      });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/drive/items/:itemId/content',
    {
      schema: {
        tags,
        security,
        summary: 'The file bytes: inline for PDF, PNG, JPEG, GIF, WebP and plain text, otherwise as an attachment',
        params: ItemParams,
        querystring: ContentQuery,
        produces: ['application/octet-stream'],
        response: { 200: Type.Any({ description: 'The file bytes' }), ...commonErrors },
      },
      // Every reply of the route (errors too) is sealed; an inline PDF loosens it below for our preview frame.
      helmet: SEALED_FILE_POLICY,
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const item = await liveItem(db, userId, request.params.itemId);
      const file = item.file_id ? await readStoredFile(db, userId, item.file_id) : null;
      if (!file) throw itemNotFound();
      const inline = request.query.download !== '1' && isInlineMimeType(file.mimeType);
      if (inline && file.mimeType === 'application/pdf') reply.helmet(FRAMABLE_PDF_POLICY);
      return reply
        .header('content-type', inline && file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : inline ? file.mimeType : 'application/octet-stream')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(item.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
