import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { notebookModel } from './ai-status';
import {
  BlockParams,
  CreateBlockBody,
  CreateSectionBody,
  MoveBlockBody,
  NotebookParams,
  NotebookReply,
  notebookErrors,
  SectionParams,
  UpdateBlockBody,
  UpdateSectionBody,
  VersionBody,
} from './schemas';
import { addBlock, addSection, deleteBlock, deleteSection, moveBlock, updateBlock, updateSection } from './section-block-service';

/** Sections and blocks; every write answers the whole notebook with its new version. */
export const sectionBlockRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['notebooks'];
  const security = [{ session: [] }];
  const ai = () => notebookModel(options.ai).status;
  const reply200 = { 200: NotebookReply, ...notebookErrors };

  app.post(
    '/api/notebooks/:notebookId/sections',
    { schema: { tags, security, params: NotebookParams, body: CreateSectionBody, response: { 201: NotebookReply, ...notebookErrors } } },
    async (request, reply) => reply.status(201).send({ notebook: await addSection(db, requireUserId(request), request.params.notebookId, request.body), ai: ai() }),
  );

  app.patch('/api/notebooks/:notebookId/sections/:sectionId', { schema: { tags, security, params: SectionParams, body: UpdateSectionBody, response: reply200 } }, async (request) => ({
    notebook: await updateSection(db, requireUserId(request), request.params.notebookId, request.params.sectionId, request.body),
    ai: ai(),
  }));

  app.delete('/api/notebooks/:notebookId/sections/:sectionId', { schema: { tags, security, params: SectionParams, body: VersionBody, response: reply200 } }, async (request) => ({
    notebook: await deleteSection(db, requireUserId(request), request.params.notebookId, request.params.sectionId, request.body?.version),
    ai: ai(),
  }));

  app.post(
    '/api/notebooks/:notebookId/sections/:sectionId/blocks',
    { schema: { tags, security, params: SectionParams, body: CreateBlockBody, response: { 201: NotebookReply, ...notebookErrors } } },
    async (request, reply) => {
      const { notebook } = await addBlock(db, requireUserId(request), request.params.notebookId, request.params.sectionId, request.body);
      return reply.status(201).send({ notebook, ai: ai() });
    },
  );

  app.patch('/api/notebooks/:notebookId/blocks/:blockId', { schema: { tags, security, params: BlockParams, body: UpdateBlockBody, response: reply200 } }, async (request) => ({
    notebook: await updateBlock(db, requireUserId(request), request.params.notebookId, request.params.blockId, request.body),
    ai: ai(),
  }));

  app.post('/api/notebooks/:notebookId/blocks/:blockId/move', { schema: { tags, security, params: BlockParams, body: MoveBlockBody, response: reply200 } }, async (request) => ({
    notebook: await moveBlock(db, requireUserId(request), request.params.notebookId, request.params.blockId, request.body),
    ai: ai(),
  }));

  app.delete('/api/notebooks/:notebookId/blocks/:blockId', { schema: { tags, security, params: BlockParams, body: VersionBody, response: reply200 } }, async (request) => ({
    notebook: await deleteBlock(db, requireUserId(request), request.params.notebookId, request.params.blockId, request.body?.version),
    ai: ai(),
  }));
};
