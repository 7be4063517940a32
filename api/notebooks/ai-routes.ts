import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { notebookModel } from './ai-status';
import { analyzeWithBlock } from './analysis-service';
import { findOwnNotebook } from './repository';
import { relatedNotebooks } from './related';
import { AcceptEventReply, AcceptTaskReply, aiErrors, BlockParams, NotebookParams, NotebookReply, notebookErrors, RelatedReply, SuggestionParams, VersionBody } from './schemas';
import { acceptSuggestedEvent, acceptSuggestedTask } from './suggestion-service';

/** AI blocks: analyse the notebook, related notebooks, and suggestions turned into tasks and calendar events. */
export const notebookAiRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const tags = ['notebooks'];
  const security = [{ session: [] }];
  const ai = () => notebookModel(options.ai).status;

  app.get('/api/notebooks/:notebookId/related', { schema: { tags, security, params: NotebookParams, response: { 200: RelatedReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    await findOwnNotebook(options.db, userId, request.params.notebookId);
    return relatedNotebooks(options.db, options.embedder, userId, request.params.notebookId);
  });

  app.post(
    '/api/notebooks/:notebookId/blocks/:blockId/analyze',
    {
      schema: {
        tags,
        security,
        summary: 'Related notebooks always; with an AI model also a summary, topics and suggested tasks and events',
        params: BlockParams,
        body: VersionBody,
        response: { 200: NotebookReply, ...aiErrors },
      },
    },
    async (request) => ({ notebook: await analyzeWithBlock(options, requireUserId(request), request.params.notebookId, request.params.blockId), ai: ai() }),
  );

  app.post(
    '/api/notebooks/:notebookId/blocks/:blockId/suggested-tasks/:suggestionId/accept',
    { schema: { tags, security, params: SuggestionParams, body: VersionBody, response: { 201: AcceptTaskReply, ...notebookErrors } } },
    async (request, reply) => {
      const { notebookId, blockId, suggestionId } = request.params;
      const { notebook, task } = await acceptSuggestedTask(options, requireUserId(request), notebookId, blockId, suggestionId);
      return reply.status(201).send({ notebook, task, ai: ai() });
    },
  );

  app.post(
    '/api/notebooks/:notebookId/blocks/:blockId/suggested-events/:suggestionId/accept',
    { schema: { tags, security, params: SuggestionParams, body: VersionBody, response: { 201: AcceptEventReply, ...notebookErrors } } },
    async (request, reply) => {
      const { notebookId, blockId, suggestionId } = request.params;
      const { notebook, event } = await acceptSuggestedEvent(options, requireUserId(request), notebookId, blockId, suggestionId);
      return reply.status(201).send({ notebook, event, ai: ai() });
    },
  );
};
