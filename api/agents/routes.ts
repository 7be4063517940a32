import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AGENT_MESSAGES } from '../../domain/agents/action-types';
import { notFound } from '../http-error';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { actionLogRoutes } from './action-log-routes';
import { ensureStarterAgents, listAgents } from './agent-repository';
import { createAgent, updateAgent } from './agent-writes';
import { swarmRoutes } from './swarm-routes';
import { trialRoutes } from './trial-routes';
import { proposeAgentAction } from './propose-action';
import { AgentParams, AgentSchema, CreateAgentBody, ProposeActionBody, ProposeActionReply, UpdateAgentBody } from './schemas';

export const agentRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['agents'];
  const security = [{ session: [] }];
  const AgentReply = Type.Object({ agent: AgentSchema });

  await app.register(actionLogRoutes, options);
  await app.register(trialRoutes, options);
  await app.register(swarmRoutes, options);

  const ownAgent = async (userId: string, agentId: string) => {
    const [agent] = await listAgents(db, userId, agentId);
    if (!agent) throw notFound(AGENT_MESSAGES.agentNotFound);
    return agent;
  };

  app.get('/api/agents', { schema: { tags, security, response: { 200: Type.Object({ agents: Type.Array(AgentSchema) }), ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    await ensureStarterAgents(db, userId);
    return { agents: await listAgents(db, userId) };
  });

  app.get('/api/agents/:agentId', { schema: { tags, security, params: AgentParams, response: { 200: AgentReply, ...commonErrors } } }, async (request) => ({
    agent: await ownAgent(requireUserId(request), request.params.agentId),
  }));

  app.post('/api/agents', { schema: { tags, security, body: CreateAgentBody, response: { 201: AgentReply, ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const agentId = await createAgent(db, userId, request.body);
    return reply.status(201).send({ agent: await ownAgent(userId, agentId) });
  });

  app.patch('/api/agents/:agentId', { schema: { tags, security, params: AgentParams, body: UpdateAgentBody, response: { 200: AgentReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    await updateAgent(db, userId, request.params.agentId, request.body);
    return { agent: await ownAgent(userId, request.params.agentId) };
  });

  for (const [verb, status] of [['activate', 'active'], ['deactivate', 'inactive']] as const) {
    app.post(`/api/agents/:agentId/${verb}`, { schema: { tags, security, params: AgentParams, response: { 200: AgentReply, ...commonErrors } } }, async (request) => {
      const userId = requireUserId(request);
      const agent = await ownAgent(userId, request.params.agentId);
      await db.updateTable('agents').set({ status, updated_at: new Date() }).where('id', '=', agent.id).where('user_id', '=', userId).execute();
      return { agent: await ownAgent(userId, agent.id) };
    });
  }

  app.delete('/api/agents/:agentId', { schema: { tags, security, params: AgentParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    const agent = await ownAgent(userId, request.params.agentId);
    await db.deleteFrom('agents').where('id', '=', agent.id).where('user_id', '=', userId).execute();
    return reply.status(204).send(null);
  });

  app.post(
    '/api/agents/:agentId/actions',
    { schema: { tags, security, params: AgentParams, body: ProposeActionBody, response: { 202: ProposeActionReply, 403: ErrorReply, 409: ErrorReply, ...commonErrors } } },
    async (request, reply) => {
      const result = await proposeAgentAction(options, requireUserId(request), request.params.agentId, request.body);
      return reply.status(202).send(result);
    },
  );
};
