import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TYPED_AGENT_DEFAULTS } from '../../domain/agents/agent-defaults';
import { AGENT_MESSAGES } from '../../domain/agents/action-types';
import { notFound } from '../http-error';
import type { MailRoutesOptions } from '../mail/mail-routes-options';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { ensureStarterAgents, listAgents } from './agent-repository';
import { proposeAgentAction } from './propose-action';
import { AgentParams, AgentSchema, CreateAgentBody, ProposeActionBody, ProposeActionReply, UpdateAgentBody } from './schemas';

export const agentRoutes: FastifyPluginAsyncTypebox<MailRoutesOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['agents'];
  const security = [{ session: [] }];
  const AgentReply = Type.Object({ agent: AgentSchema });

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
    const { name, type, description, autonomyLevel, capabilities, config } = request.body;
    const defaults = type in TYPED_AGENT_DEFAULTS ? TYPED_AGENT_DEFAULTS[type as keyof typeof TYPED_AGENT_DEFAULTS] : TYPED_AGENT_DEFAULTS.document;
    const row = await db
      .insertInto('agents')
      .values({
        user_id: userId,
        name: name.trim(),
        type,
        description: description ?? '',
        autonomy_level: autonomyLevel,
        capabilities: capabilities ?? [...defaults.capabilities],
        config: JSON.stringify({ model: defaults.model, temperature: defaults.temperature, maxTokens: defaults.maxTokens, systemPrompt: '', ...config }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ agent: await ownAgent(userId, row.id) });
  });

  app.patch('/api/agents/:agentId', { schema: { tags, security, params: AgentParams, body: UpdateAgentBody, response: { 200: AgentReply, ...commonErrors } } }, async (request) => {
    const userId = requireUserId(request);
    const current = await ownAgent(userId, request.params.agentId);
    const { name, description, autonomyLevel, capabilities, config, status } = request.body;
    await db
      .updateTable('agents')
      .set({
        ...(name ? { name: name.trim() } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(autonomyLevel ? { autonomy_level: autonomyLevel } : {}),
        ...(capabilities ? { capabilities } : {}),
        ...(config ? { config: JSON.stringify({ ...current.config, ...config }) } : {}),
        ...(status ? { status } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', current.id)
      .where('user_id', '=', userId)
      .execute();
    return { agent: await ownAgent(userId, current.id) };
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
