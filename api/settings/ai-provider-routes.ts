import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { aiKeyStatus, type AiConfig } from '../../activities/ai/ai-config';
import { RUNS_WITHOUT_KEY, type AiProviderStatus } from '../../domain/settings/ai-provider';
import type { AreaOptions } from '../area-options';
import { requireUserId } from '../plugins/session';
import { commonErrors } from '../schemas/common';

const AiProviderReply = Type.Object({
  key: Type.Union([Type.Literal('set'), Type.Literal('unusable'), Type.Literal('not-set')]),
  keyProblem: Type.Union([Type.String(), Type.Null()]),
  baseUrl: Type.Union([Type.String(), Type.Null()]),
  model: Type.String(),
  models: Type.Array(Type.String()),
  localModel: Type.Boolean(),
  withoutKey: Type.Array(Type.String()),
});

/** The server's AI setup as a user may see it: whether a key is set, never the key. */
export function aiProviderStatus(ai: AiConfig): AiProviderStatus {
  const status = aiKeyStatus(ai);
  const hasKey = Boolean(ai.apiKey?.trim());
  return {
    key: status.usable ? 'set' : hasKey ? 'unusable' : 'not-set',
    keyProblem: status.usable ? null : hasKey ? status.reason : null,
    baseUrl: ai.baseUrl ?? null,
    model: ai.model,
    models: ai.models && ai.models.length > 0 ? ai.models : [ai.model],
    localModel: ai.localModel === true,
    withoutKey: [...RUNS_WITHOUT_KEY],
  };
}

/** GET /api/settings/ai-provider. */
export const aiProviderRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { ai }) => {
  app.get(
    '/api/settings/ai-provider',
    { schema: { tags: ['settings'], security: [{ session: [] }], response: { 200: AiProviderReply, ...commonErrors } } },
    async (request) => {
      requireUserId(request);
      return aiProviderStatus(ai);
    },
  );
};
