/** TypeBox schemas of the trigger routes (schedules, webhooks, events, rules), matching domain/automation/contract.ts. */
import { Type } from 'typebox';
import type { RuleAction } from '../../domain/automation/event-rules';
import { ConditionSchema } from '../../domain/automation/definition-schema';
import { AUTOMATION_EVENT_STATUSES } from '../../domain/automation/event-rules';
import { WEBHOOK_SECRET_HEADER } from '../../domain/automation/contract';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** A webhook body may be any JSON up to this size. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
export const MAX_RULE_CONDITIONS = 50;
export const MAX_RULE_ACTIONS = 20;

export const RuleParams = Type.Object({ ruleId: Type.String({ format: 'uuid' }) });
/** Any text: an id that is not one of ours gets the same 401 as a wrong secret. */
export const HookParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const HookHeaders = Type.Object({
  'x-automation-secret': Type.Optional(Type.String()),
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH })),
});

export const ScheduleInfoSchema = Type.Object({
  timeZone: Type.String(),
  nextRun: Nullable(Type.String()),
  temporalNextActions: Type.Array(Type.String()),
  paused: Nullable(Type.Boolean()),
  unsupported: Nullable(Type.String()),
});

export const WebhookInfoSchema = Type.Object({
  url: Type.String(),
  secret: Type.String(),
  headerName: Type.Literal(WEBHOOK_SECRET_HEADER),
});

export const HookReply = Type.Object({
  eventId: Type.String(),
  status: literals(AUTOMATION_EVENT_STATUSES),
  runIds: Type.Array(Type.String()),
});

export const AutomationEventSchema = Type.Object({
  id: Type.String(),
  triggerId: Type.String(),
  timestamp: Type.String(),
  status: literals(AUTOMATION_EVENT_STATUSES),
  processed: Type.Boolean(),
  workflowRunIds: Type.Array(Type.String()),
  error: Nullable(Type.String()),
  data: Type.Unknown(),
});

const RuleActionSchema = Type.Unsafe<RuleAction>(
  Type.Object({ type: Type.Literal('runWorkflow'), config: Type.Object({ workflowId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }) }, { additionalProperties: false }),
);

const RuleFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  conditions: Type.Array(ConditionSchema, { maxItems: MAX_RULE_CONDITIONS }),
  actions: Type.Array(RuleActionSchema, { maxItems: MAX_RULE_ACTIONS }),
  enabled: Type.Boolean(),
};

export const CreateRuleBody = Type.Object(
  { name: RuleFields.name, conditions: RuleFields.conditions, actions: RuleFields.actions, enabled: Type.Optional(RuleFields.enabled) },
  { additionalProperties: false },
);

export const UpdateRuleBody = Type.Object(
  {
    name: Type.Optional(RuleFields.name),
    conditions: Type.Optional(RuleFields.conditions),
    actions: Type.Optional(RuleFields.actions),
    enabled: Type.Optional(RuleFields.enabled),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const AutomationRuleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  conditions: Type.Array(ConditionSchema),
  actions: Type.Array(RuleActionSchema),
  enabled: Type.Boolean(),
  triggerCount: Type.Integer(),
  lastTriggered: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
