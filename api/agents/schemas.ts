import { Type } from 'typebox';
import { NOTIFICATION_FREQUENCIES, URGENCY_LEVELS } from '../../domain/agents/created-agent';
import { AGENT_STATUSES, AUTONOMY_LEVELS } from '../../domain/agents/types';

/** A string that must be one of the values; typed as their union. */
export const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const AgentConfigSchema = Type.Object({
  model: Type.String({ minLength: 1, maxLength: 100 }),
  temperature: Type.Number({ minimum: 0, maximum: 2 }),
  maxTokens: Type.Integer({ minimum: 1, maximum: 32000 }),
  systemPrompt: Type.String({ maxLength: 10000 }),
  customPrompt: Type.Optional(Type.String({ maxLength: 10000 })),
});

/** Checked against ACTION_TYPES by the route, for the spec's text 'Unknown actionType: …'. */
const Capabilities = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, uniqueItems: true });
/** Checked against AGENT_TRIGGERS by the route. */
const Triggers = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 20, uniqueItems: true });
const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const WorkingHoursSchema = Type.Union([
  Type.Object({ start: Type.String({ pattern: HH_MM }), end: Type.String({ pattern: HH_MM }) }, { additionalProperties: false }),
  Type.Null(),
]);

export const NotificationPreferencesSchema = Type.Object(
  { frequency: literals(NOTIFICATION_FREQUENCIES), urgencyThreshold: literals(URGENCY_LEVELS) },
  { additionalProperties: false },
);

export const AgentMetricsSchema = Type.Object({
  performance: Type.Union([Type.Number(), Type.Null()]),
  tasksCompleted: Type.Integer(),
  tasksTotal: Type.Integer(),
  successRate: Type.Union([Type.Number(), Type.Null()]),
  responseTimeMs: Type.Union([Type.Integer(), Type.Null()]),
  accuracy: Type.Union([Type.Number(), Type.Null()]),
  decisions: Type.Object({ approvedUnchanged: Type.Integer(), edited: Type.Integer(), rejected: Type.Integer() }),
  uptime: Type.Union([Type.Number(), Type.Null()]),
  lastActive: Type.Union([Type.String(), Type.Null()]),
});

export const AgentSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  type: Type.String(),
  description: Type.String(),
  status: literals(AGENT_STATUSES),
  autonomyLevel: literals(AUTONOMY_LEVELS),
  capabilities: Type.Array(Type.String()),
  config: AgentConfigSchema,
  triggers: Type.Array(Type.String()),
  workingHours: WorkingHoursSchema,
  notificationPreferences: NotificationPreferencesSchema,
  metrics: AgentMetricsSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const CreateAgentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    /** Checked against AGENT_TYPES by the route, for the spec's text 'Unknown agent type'. */
    type: Type.String({ minLength: 1, maxLength: 50 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    autonomyLevel: literals(AUTONOMY_LEVELS),
    capabilities: Type.Optional(Capabilities),
    config: Type.Optional(Type.Partial(AgentConfigSchema)),
    triggers: Type.Optional(Triggers),
    workingHours: Type.Optional(WorkingHoursSchema),
    notificationPreferences: Type.Optional(NotificationPreferencesSchema),
  },
  { additionalProperties: false },
);

export const UpdateAgentBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    autonomyLevel: Type.Optional(literals(AUTONOMY_LEVELS)),
    capabilities: Type.Optional(Capabilities),
    config: Type.Optional(Type.Partial(AgentConfigSchema)),
    status: Type.Optional(literals(AGENT_STATUSES)),
    triggers: Type.Optional(Triggers),
    workingHours: Type.Optional(WorkingHoursSchema),
    notificationPreferences: Type.Optional(NotificationPreferencesSchema),
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

export const ActionParams = Type.Object({ agentId: Type.String({ format: 'uuid' }), actionId: Type.String({ format: 'uuid' }) });
export const SwarmTemplateParams = Type.Object({ templateId: Type.String({ minLength: 1, maxLength: 100 }) });
export const SwarmParams = Type.Object({ swarmId: Type.String({ format: 'uuid' }) });
