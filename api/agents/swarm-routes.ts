import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findSwarmTemplate, publicSwarmTemplate, SWARM_MESSAGES, SWARM_TEMPLATES } from '../../domain/agents/swarm-templates';
import { AUTONOMY_LEVELS } from '../../domain/agents/types';
import type { AreaOptions } from '../area-options';
import { notFound } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import { AgentSchema, literals, SwarmParams, SwarmTemplateParams } from './schemas';
import { createSwarm, deleteSwarm, listSwarms } from './swarm-service';

const SwarmTemplateSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  roles: Type.Array(
    Type.Object({
      role: Type.String(),
      agentType: Type.String(),
      name: Type.String(),
      description: Type.String(),
      capabilities: Type.Array(Type.String()),
      autonomyLevel: literals(AUTONOMY_LEVELS),
    }),
  ),
  steps: Type.Array(Type.String()),
});

const SwarmSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  templateId: Type.String(),
  automationId: Type.Union([Type.String(), Type.Null()]),
  agents: Type.Array(Type.Object({ role: Type.String(), agent: AgentSchema })),
  createdAt: Type.String(),
});

const CreateSwarmBody = Type.Object(
  {
    templateId: Type.String({ minLength: 1, maxLength: 100 }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    roles: Type.Optional(
      Type.Array(
        Type.Object(
          {
            role: Type.String({ minLength: 1, maxLength: 100 }),
            name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
            autonomyLevel: Type.Optional(literals(AUTONOMY_LEVELS)),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Swarm templates and swarms (registered from agentRoutes). */
export const swarmRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { db }) => {
  const tags = ['agents'];
  const security = [{ session: [] }];

  app.get('/api/swarm-templates', { schema: { tags, security, response: { 200: Type.Object({ templates: Type.Array(SwarmTemplateSchema) }), ...commonErrors } } }, async (request) => {
    requireUserId(request);
    return { templates: SWARM_TEMPLATES.map(publicSwarmTemplate) };
  });

  app.get(
    '/api/swarm-templates/:templateId',
    { schema: { tags, security, params: SwarmTemplateParams, response: { 200: Type.Object({ template: SwarmTemplateSchema }), ...commonErrors } } },
    async (request) => {
      requireUserId(request);
      const template = findSwarmTemplate(request.params.templateId);
      if (!template) throw notFound(SWARM_MESSAGES.templateNotFound);
      return { template: publicSwarmTemplate(template) };
    },
  );

  app.get('/api/swarms', { schema: { tags, security, response: { 200: Type.Object({ swarms: Type.Array(SwarmSchema) }), ...commonErrors } } }, async (request) => ({
    swarms: await listSwarms(db, requireUserId(request)),
  }));

  app.post('/api/swarms', { schema: { tags, security, body: CreateSwarmBody, response: { 201: Type.Object({ swarm: SwarmSchema }), ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const swarmId = await createSwarm(db, userId, request.body);
    const [swarm] = await listSwarms(db, userId, swarmId);
    return reply.status(201).send({ swarm: swarm! });
  });

  app.delete('/api/swarms/:swarmId', { schema: { tags, security, params: SwarmParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteSwarm(db, requireUserId(request), request.params.swarmId);
    return reply.status(204).send(null);
  });
};
