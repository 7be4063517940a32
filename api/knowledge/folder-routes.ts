import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { unauthorized } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { folderNotFound, KNOWLEDGE_MESSAGES } from './errors';
import { findFolder, listFolders } from './folder-repository';
import { CreateFolderBody, FolderListReply, FolderParams, FolderReply, UpdateFolderBody } from './folder-schemas';
import { createFolder, deleteFolder, updateFolder } from './folder-service';

/** Knowledge-base folders (seed 001 §3, §7): nested through a parent; a folder can be a client matter. */
export const folderRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['knowledge'];
  const security = [{ session: [] }];

  app.get('/api/knowledge/folders', { schema: { tags, security, response: { 200: FolderListReply, ...commonErrors } } }, async (request) => ({
    folders: await listFolders(db, requireUserId(request)),
  }));

  app.post('/api/knowledge/folders', { schema: { tags, security, body: CreateFolderBody, response: { 201: FolderReply, ...commonErrors } } }, async (request, reply) => {
    // Seed 001 §8 gives creating a folder its own sign-in message.
    if (!request.userId) throw unauthorized(KNOWLEDGE_MESSAGES.loginToCreateFolder);
    return reply.status(201).send(await createFolder(db, request.userId, request.body));
  });

  app.get('/api/knowledge/folders/:folderId', { schema: { tags, security, params: FolderParams, response: { 200: FolderReply, ...commonErrors } } }, async (request) => {
    const folder = await findFolder(db, requireUserId(request), request.params.folderId);
    if (!folder) throw folderNotFound();
    return folder;
  });

  app.patch(
    '/api/knowledge/folders/:folderId',
    { schema: { tags, security, params: FolderParams, body: UpdateFolderBody, response: { 200: FolderReply, ...commonErrors } } },
    async (request) => updateFolder(db, requireUserId(request), request.params.folderId, request.body),
  );

  app.delete('/api/knowledge/folders/:folderId', { schema: { tags, security, params: FolderParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteFolder(db, requireUserId(request), request.params.folderId);
    return reply.status(204).send(null);
  });
};
