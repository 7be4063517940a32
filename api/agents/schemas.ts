import { Type } from 'typebox';
import { ACTION_TYPES } from '../../domain/agents/action-types';
import { AGENT_STATUSES, AGENT_TYPES, AUTONOMY_LEVELS } from '../../domain/agents/types';

/** A string that must be one of the values; typed as their union. */
const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const AgentConfigSchema = Type.Object({
  model: Type.String({ minLength: 1, maxLength: 100 }),
  temperature: Type.Number({ minimum: 0, maximum: 2 }),
  maxTokens: Type.Integer({ minimum: 1, maximum: 32000 }),
  systemPrompt: Type.String({ maxLength: 10000 }),
});

const Capabilities = Type.Array(literals(Object.keys(ACTION_TYPES)), { maxItems: 50, uniqueItems: true });

export const AgentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  description: Type.String(),
  status: literals(AGENT_STATUSES),
  autonomyLevel: literals(AUTONOMY_LEVELS),
  capabilities: Type.Array(Type.String()),
  config: AgentConfigSchema,
  metrics: Type.Object({
    tasksCompleted: Type.Integer(),
    tasksTotal: Type.Integer(),
    successRate: Type.Union([Type.Number(), Type.Null()]),
    responseTimeMs: Type.Union([Type.Integer(), Type.Null()]),
    lastActive: Type.Union([Type.String(), Type.Null()]),
  }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const CreateAgentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    type: literals(AGENT_TYPES),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    autonomyLevel: literals(AUTONOMY_LEVELS),
    capabilities: Type.Optional(Capabilities),
    config: Type.Optional(Type.Partial(AgentConfigSchema)),
  },
  { additionalProperties: false },
);

export const UpdateAgentBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    autonomyLevel: Type.Optional(literals(AUTONOMY_LEVELS)),
    capabilities: Type.Optional(Capabilities),
    config: Type.Optional(Type.Partial(AgentConfigSchema)),
    status: Type.Optional(literals(AGENT_STATUSES)),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const AgentParams = Type.Object({ agentId: Type.String({ format: 'uuid' }) });

export const ProposeActionBody = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 100 }),
    params: Type.Record(Type.String(), Type.Unknown()),
    source: Type.Optional(Type.Object({ type: Type.String({ maxLength: 50 }), id: Type.String({ maxLength: 512 }) })),
    reason: Type.Optional(Type.String({ maxLength: 2000 })),
    confidence: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    requireApproval: Type.Optional(Type.Boolean()),
    expiresInSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 * 24 * 60 * 60 })),
  },
  { additionalProperties: false },
);

export const ProposeActionReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  actionId: Type.String(),
  auditId: Type.String(),
  workflowId: Type.String(),
  workflowUrl: Type.Union([Type.String(), Type.Null()]),
});
