import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { ASSISTANT_MESSAGES } from '../../domain/assistants/rules';
import { unauthorized } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { getAssistant, listActiveAssistants } from './assistant-repository';
import { createAssistant, deleteAssistant, updateAssistant } from './assistant-service';
import { setLinkedFolders, unlinkFolder } from './folder-links';
import {
  AssistantFolderParams,
  AssistantListReply,
  AssistantParams,
  AssistantSchema,
  CreateAssistantBody,
  DeleteAssistantReply,
  LinkFoldersBody,
  UpdateAssistantBody,
} from './schemas';

/** The user's assistants (seed 001 §3, §4, §7) and the knowledge folders linked to them. */
export const assistantRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['assistants'];
  const security = [{ session: [] }];

  app.get('/api/assistants', { schema: { tags, security, response: { 200: AssistantListReply, ...commonErrors } } }, async (request) => ({
    assistants: await listActiveAssistants(db, requireUserId(request)),
  }));

  app.post('/api/assistants', { schema: { tags, security, body: CreateAssistantBody, response: { 201: AssistantSchema, ...commonErrors } } }, async (request, reply) => {
    // Seed 001 §8 gives creating an assistant its own sign-in message.
    if (!request.userId) throw unauthorized(ASSISTANT_MESSAGES.loginToCreate);
    return reply.status(201).send(await createAssistant(db, request.userId, request.body));
  });

  app.get('/api/assistants/:id', { schema: { tags, security, params: AssistantParams, response: { 200: AssistantSchema, ...commonErrors } } }, async (request) =>
    getAssistant(db, requireUserId(request), request.params.id),
  );

  app.patch(
    '/api/assistants/:id',
    { schema: { tags, security, params: AssistantParams, body: UpdateAssistantBody, response: { 200: AssistantSchema, ...commonErrors } } },
    async (request) => updateAssistant(db, requireUserId(request), request.params.id, request.body),
  );

  app.delete('/api/assistants/:id', { schema: { tags, security, params: AssistantParams, response: { 200: DeleteAssistantReply, ...commonErrors } } }, async (request) => ({
    outcome: await deleteAssistant(db, requireUserId(request), request.params.id),
  }));

  app.put(
    '/api/assistants/:id/folders',
    { schema: { tags, security, params: AssistantParams, body: LinkFoldersBody, response: { 200: AssistantSchema, ...commonErrors } } },
    async (request) => {
      const { linkedFolders, knowledgeBase = [] } = request.body;
      return setLinkedFolders(db, requireUserId(request), request.params.id, [...linkedFolders, ...knowledgeBase.map((item) => item.id)]);
    },
  );

  app.delete(
    '/api/assistants/:id/folders/:folderId',
    { schema: { tags, security, params: AssistantFolderParams, response: { 200: AssistantSchema, ...commonErrors } } },
    async (request) => unlinkFolder(db, requireUserId(request), request.params.id, request.params.folderId),
  );
};
