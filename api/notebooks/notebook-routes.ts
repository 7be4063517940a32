import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadStoredNotebook } from '../../domain/notebooks/loader';
import { NOTEBOOK_MESSAGES } from '../../domain/notebooks/messages';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { notebookModel } from './ai-status';
import { badRequest } from './errors';
import { createNotebook, deleteNotebook, importNotebook, listNotebooks, openNotebook, updateNotebook } from './notebook-service';
import { CreateNotebookBody, ImportBody, ImportReply, NotebookListQuery, NotebookListReply, NotebookParams, NotebookReply, notebookErrors, UpdateNotebookBody } from './schemas';

/** Notebooks (seed 001 §3–§5): list and search, create (blank or from a template), import, open, edit, delete. */
export const notebookRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['notebooks'];
  const security = [{ session: [] }];
  const ai = () => notebookModel(options.ai).status;

  app.get('/api/notebooks', { schema: { tags, security, querystring: NotebookListQuery, response: { 200: NotebookListReply, ...commonErrors } } }, async (request) => {
    const { search, favorites, archived, templates } = request.query;
    const notebooks = await listNotebooks(db, requireUserId(request), {
      search,
      favorites: favorites === 'true',
      templates: templates === 'true',
      archived: archived === 'all' ? undefined : archived === 'true',
    });
    return { notebooks };
  });

  app.post('/api/notebooks', { schema: { tags, security, body: CreateNotebookBody, response: { 201: NotebookReply, ...commonErrors } } }, async (request, reply) => {
    const notebook = await createNotebook(db, requireUserId(request), request.body);
    return reply.status(201).send({ notebook, ai: ai() });
  });

  app.post(
    '/api/notebooks/import',
    { schema: { tags, security, summary: 'A notebook from stored JSON, through the loader rules of seed 001 §5', body: ImportBody, response: { 201: ImportReply, ...commonErrors } } },
    async (request, reply) => {
      const loaded = loadStoredNotebook(request.body.notebook);
      if (!loaded) throw badRequest(NOTEBOOK_MESSAGES.importInvalid);
      const notebook = await importNotebook(db, requireUserId(request), loaded);
      return reply.status(201).send({ notebook, ai: ai(), dropped: loaded.dropped });
    },
  );

  app.get('/api/notebooks/:notebookId', { schema: { tags, security, params: NotebookParams, response: { 200: NotebookReply, ...commonErrors } } }, async (request) => ({
    notebook: await openNotebook(db, requireUserId(request), request.params.notebookId),
    ai: ai(),
  }));

  app.patch(
    '/api/notebooks/:notebookId',
    { schema: { tags, security, params: NotebookParams, body: UpdateNotebookBody, response: { 200: NotebookReply, ...notebookErrors } } },
    async (request) => ({ notebook: await updateNotebook(db, requireUserId(request), request.params.notebookId, request.body), ai: ai() }),
  );

  app.delete('/api/notebooks/:notebookId', { schema: { tags, security, params: NotebookParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteNotebook(db, requireUserId(request), request.params.notebookId);
    return reply.status(204).send(null);
  });
};
