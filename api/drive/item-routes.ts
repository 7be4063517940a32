import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { changeItem, createFolder, listFolder, restoreItem, trashItem } from './drive-service';
import { DriveItemSchema, EmptyBody, ItemParams, ListQuery, ListReply, NewFolderBody, UpdateItemBody } from './schemas';

/** Folders and items of the drive: list a folder, new folder, rename/move, delete into the trash and restore. */
export const driveItemRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['drive'];
  const security = [{ session: [] }];

  app.get('/api/drive/items', { schema: { tags, security, querystring: ListQuery, response: { 200: ListReply, ...commonErrors } } }, async (request) =>
    listFolder(db, requireUserId(request), request.query.parentId ?? null),
  );

  app.post('/api/drive/folders', { schema: { tags, security, body: NewFolderBody, response: { 201: DriveItemSchema, ...commonErrors } } }, async (request, reply) => {
    const folder = await createFolder(db, requireUserId(request), { name: request.body.name, parentId: request.body.parentId ?? null });
    return reply.status(201).send(folder);
  });

  app.patch(
    '/api/drive/items/:itemId',
    { schema: { tags, security, params: ItemParams, body: UpdateItemBody, response: { 200: DriveItemSchema, ...commonErrors } } },
    async (request) => changeItem(db, requireUserId(request), request.params.itemId, request.body),
  );

  app.delete(
    '/api/drive/items/:itemId',
    { schema: { tags, security, summary: 'Moves the item to the trash (undo with restore)', params: ItemParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      await trashItem(db, requireUserId(request), request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/drive/items/:itemId/restore',
    { schema: { tags, security, params: ItemParams, body: EmptyBody, response: { 200: DriveItemSchema, ...commonErrors } } },
    async (request) => restoreItem(db, requireUserId(request), request.params.itemId),
  );
};
