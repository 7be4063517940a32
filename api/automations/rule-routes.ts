import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';
import type { AutomationRoutesOptions } from './options';
import { assertValidRule, createRule, deleteRule, findOwnRule, listRules, updateRule } from './rule-repository';
import { AutomationRuleSchema, CreateRuleBody, RuleParams, UpdateRuleBody } from './trigger-schemas';

/** Rules (seed 001 §3): conditions on new e-mail that run the user's automations. */
export const ruleRoutes: FastifyPluginAsyncTypebox<AutomationRoutesOptions> = async (app, { db }) => {
  const tags = ['automations'];
  const security = [{ session: [] }];
  const RuleReply = Type.Object({ rule: AutomationRuleSchema });

  app.get('/api/automation-rules', { schema: { tags, security, response: { 200: Type.Object({ rules: Type.Array(AutomationRuleSchema) }), ...commonErrors } } }, async (request) => ({
    rules: await listRules(db, requireUserId(request)),
  }));

  app.post('/api/automation-rules', { schema: { tags, security, body: CreateRuleBody, response: { 201: RuleReply, ...commonErrors } } }, async (request, reply) => {
    const userId = requireUserId(request);
    await assertValidRule(db, userId, request.body);
    return reply.status(201).send({ rule: await createRule(db, userId, request.body) });
  });

  app.patch(
    '/api/automation-rules/:ruleId',
    { schema: { tags, security, params: RuleParams, body: UpdateRuleBody, response: { 200: RuleReply, ...commonErrors } } },
    async (request) => {
      const userId = requireUserId(request);
      await findOwnRule(db, userId, request.params.ruleId);
      await assertValidRule(db, userId, request.body);
      return { rule: await updateRule(db, userId, request.params.ruleId, request.body) };
    },
  );

  app.delete('/api/automation-rules/:ruleId', { schema: { tags, security, params: RuleParams, response: { 204: Type.Null(), ...commonErrors } } }, async (request, reply) => {
    await deleteRule(db, requireUserId(request), request.params.ruleId);
    return reply.status(204).send(null);
  });
};
