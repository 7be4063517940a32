import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import type { ChatAreaOptions } from './chat-area-options';
import { conversationDetail, listConversations, removeEmptyConversations } from './conversation-repository';
import { createConversation, deleteConversation, linkDocument, unlinkDocument, updateConversation } from './conversation-service';
import {
  CleanupReply,
  ConversationDetailSchema,
  ConversationListQuery,
  ConversationListReply,
  ConversationParams,
  ConversationSchema,
  ConversationDocumentSchema,
  CreateConversationBody,
  DocumentLinkParams,
  EmptyBody,
  LinkDocumentBody,
  StatusSchema,
  UpdateConversationBody,
} from './schemas';
import { chatStatus } from './chat-model';

/** Conversations (seed 001 §3–§4): history with search and pinning, titles, linked documents. */
export const conversationRoutes: FastifyPluginAsyncTypebox<ChatAreaOptions> = async (app, { db, model }) => {
  const tags = ['chat'];
  const security = [{ session: [] }];

  app.get('/api/chat/status', { schema: { tags, security, response: { 200: StatusSchema, ...commonErrors } } }, async (request) => {
    requireUserId(request);
    return chatStatus(model);
  });

  app.get('/api/chat/conversations', { schema: { tags, security, querystring: ConversationListQuery, response: { 200: ConversationListReply, ...commonErrors } } }, async (request) => ({
    conversations: await listConversations(db, requireUserId(request), request.query.search),
  }));

  app.post('/api/chat/conversations', { schema: { tags, security, body: CreateConversationBody, response: { 201: ConversationDetailSchema, ...commonErrors } } }, async (request, reply) =>
    reply.status(201).send(await createConversation(db, model, requireUserId(request), request.body)),
  );

  app.post('/api/chat/conversations/cleanup', { schema: { tags, security, body: Type.Optional(EmptyBody), response: { 200: CleanupReply, ...commonErrors } } }, async (request) => ({
    removed: await removeEmptyConversations(db, requireUserId(request)),
  }));

  app.get('/api/chat/conversations/:conversationId', { schema: { tags, security, params: ConversationParams, response: { 200: ConversationDetailSchema, ...commonErrors } } }, async (request) =>
    conversationDetail(db, requireUserId(request), request.params.conversationId),
  );

  app.patch(
    '/api/chat/conversations/:conversationId',
    { schema: { tags, security, params: ConversationParams, body: UpdateConversationBody, response: { 200: ConversationSchema, ...commonErrors } } },
    async (request) => updateConversation(db, model, requireUserId(request), request.params.conversationId, request.body),
  );

  app.delete('/api/chat/conversations/:conversationId', { schema: { tags, security, params: ConversationParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteConversation(db, requireUserId(request), request.params.conversationId);
    return reply.status(204).send(null);
  });

  app.post(
    '/api/chat/conversations/:conversationId/documents',
    { schema: { tags, security, params: ConversationParams, body: LinkDocumentBody, response: { 201: ConversationDocumentSchema, ...commonErrors } } },
    async (request, reply) => reply.status(201).send(await linkDocument(db, requireUserId(request), request.params.conversationId, request.body.documentId)),
  );

  app.delete(
    '/api/chat/conversations/:conversationId/documents/:documentId',
    { schema: { tags, security, params: DocumentLinkParams, response: { 204: Type.Null(), ...commonErrors } } },
    async (request, reply) => {
      await unlinkDocument(db, requireUserId(request), request.params.conversationId, request.params.documentId);
      return reply.status(204).send(null);
    },
  );
};
