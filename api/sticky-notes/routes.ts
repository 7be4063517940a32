import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { CreateStickyNoteBody, StickyNoteListReply, StickyNoteParams, StickyNoteReply, UpdateStickyNoteBody } from './schemas';
import { createStickyNote, deleteStickyNote, listStickyNotes, updateStickyNote } from './service';

/** Sticky notes (seed 001 §2–§5), stored on the server so they follow the user. */
export const stickyNoteRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['sticky-notes'];
  const security = [{ session: [] }];

  app.get('/api/sticky-notes', { schema: { tags, security, response: { 200: StickyNoteListReply, ...commonErrors } } }, async (request) => ({
    notes: await listStickyNotes(db, requireUserId(request)),
  }));

  app.post('/api/sticky-notes', { schema: { tags, security, body: CreateStickyNoteBody, response: { 201: StickyNoteReply, ...commonErrors } } }, async (request, reply) => {
    const note = await createStickyNote(db, requireUserId(request), request.body);
    return reply.status(201).send({ note });
  });

  app.patch(
    '/api/sticky-notes/:noteId',
    { schema: { tags, security, params: StickyNoteParams, body: UpdateStickyNoteBody, response: { 200: StickyNoteReply, ...commonErrors } } },
    async (request) => ({ note: await updateStickyNote(db, requireUserId(request), request.params.noteId, request.body) }),
  );

  app.delete('/api/sticky-notes/:noteId', { schema: { tags, security, params: StickyNoteParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteStickyNote(db, requireUserId(request), request.params.noteId);
    return reply.status(204).send(null);
  });
};
