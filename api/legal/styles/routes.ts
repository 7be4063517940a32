import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { styleGuidelines, formalityLabel } from '../../../domain/legal/style/guidelines';
import type { AreaOptions } from '../../area-options';
import { requireUserId } from '../../plugins/session';
import { commonErrors } from '../../schemas/common';
import { AnalyzeBody, AnalyzeReply, CreateStyleBody, StyleParams, StyleReply, StylesReply, styleErrors } from './schemas';
import { analyseOrRefuse, createStyle, deleteStyle, findStyle, listStyles } from './service';

/** Writing style (seed 001 §3, §5, §9): analyse a text, and the person's saved style profiles. */
export const styleRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['legal'];
  const security = [{ session: [] }];

  app.post('/api/legal/styles/analyze', { schema: { tags, security, body: AnalyzeBody, response: { 200: AnalyzeReply, ...styleErrors } } }, async (request) => {
    requireUserId(request);
    const characteristics = analyseOrRefuse(request.body.text);
    return { characteristics, guidelines: styleGuidelines(characteristics).join('\n'), formality: formalityLabel(characteristics.formalityScore) };
  });

  app.post('/api/legal/styles', { schema: { tags, security, body: CreateStyleBody, response: { 201: StyleReply, ...styleErrors } } }, async (request, reply) => {
    const style = await createStyle(db, requireUserId(request), request.body);
    return reply.status(201).send({ style });
  });

  app.get('/api/legal/styles', { schema: { tags, security, response: { 200: StylesReply, ...commonErrors } } }, async (request) => ({ styles: await listStyles(db, requireUserId(request)) }));

  app.get('/api/legal/styles/:id', { schema: { tags, security, params: StyleParams, response: { 200: StyleReply, ...commonErrors } } }, async (request) => ({
    style: await findStyle(db, requireUserId(request), request.params.id),
  }));

  app.delete('/api/legal/styles/:id', { schema: { tags, security, params: StyleParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteStyle(db, requireUserId(request), request.params.id);
    return reply.status(204).send(null);
  });
};
