/**
 * TypeBox schema of the flow definition, for request bodies (API) and stored rows.
 *
 * It checks the *shape* only (types, enums, sizes), so a draft with empty fields can still be saved.
 * Whether a definition can run (trigger, connections, required fields, agents) is validateDefinition's job,
 * whose messages are written for the person editing. parse.ts turns schema errors into the same problems.
 */
import { Type, type Static } from 'typebox';
import {
  APPROVAL_DEFAULT_OUTCOMES,
  AUTOMATION_SCHEMA_VERSION,
  CONDITION_OPERATORS,
  DELAY_UNITS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_TYPES,
  type AutomationDefinition,
  type AutomationEdge,
  type AutomationNode,
} from './definition';

export const MAX_NODES = 1000;
export const MAX_EDGES = 2000;

const Id = Type.String({ minLength: 1, maxLength: 100 });
const ShortText = Type.String({ maxLength: 500 });
const closed = { additionalProperties: false } as const;

export const ConditionSchema = Type.Object(
  {
    field: ShortText,
    operator: Type.Enum([...CONDITION_OPERATORS]),
    value: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()])),
  },
  closed,
);

export const ScheduleSchema = Type.Object(
  {
    type: Type.Enum([...SCHEDULE_TYPES]),
    startDate: Type.String({ maxLength: 10 }),
    time: Type.String({ maxLength: 5 }),
    recurrence: Type.Optional(
      Type.Object(
        {
          frequency: Type.Enum([...SCHEDULE_FREQUENCIES]),
          interval: Type.Number(),
          daysOfWeek: Type.Optional(Type.Array(Type.Integer(), { maxItems: 7 })),
          dayOfMonth: Type.Optional(Type.Integer()),
        },
        closed,
      ),
    ),
    endDate: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    enabled: Type.Boolean(),
  },
  closed,
);

const Conditions = Type.Array(ConditionSchema, { maxItems: 50 });
const Empty = Type.Object({}, closed);

export const InputBindingSchema = Type.Union([
  Type.Object({ type: Type.Literal('static'), value: Type.Unknown() }, closed),
  Type.Object({ type: Type.Literal('dynamic'), path: ShortText }, closed),
  Type.Object({ type: Type.Literal('previous'), stepId: Type.String({ maxLength: 100 }), path: ShortText }, closed),
]);

const PARAMETER_SCHEMAS = {
  'trigger.manual': Empty,
  'trigger.email_received': Type.Object({ accountId: Type.Optional(Type.String({ maxLength: 100 })), conditions: Type.Optional(Conditions) }, closed),
  'trigger.schedule': ScheduleSchema,
  'trigger.webhook': Type.Object({ conditions: Type.Optional(Conditions) }, closed),
  condition: ConditionSchema,
  agent_action: Type.Object(
    {
      agentId: Type.String({ maxLength: 100 }),
      actionType: Type.String({ maxLength: 100 }),
      input: Type.Record(Type.String({ maxLength: 100 }), InputBindingSchema),
      outputMapping: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), ShortText)),
    },
    closed,
  ),
  approval: Type.Object(
    { note: Type.String({ maxLength: 2000 }), expiresInSeconds: Type.Number(), defaultOutcome: Type.Enum([...APPROVAL_DEFAULT_OUTCOMES]) },
    closed,
  ),
  delay: Type.Object({ amount: Type.Number(), unit: Type.Enum([...DELAY_UNITS]) }, closed),
  end: Empty,
} as const;

export const RetryPolicySchema = Type.Object(
  { maximumAttempts: Type.Number(), initialIntervalSeconds: Type.Number(), backoffCoefficient: Type.Number() },
  closed,
);

const PositionSchema = Type.Object({ x: Type.Number(), y: Type.Number() }, closed);

function nodeSchema<T extends keyof typeof PARAMETER_SCHEMAS>(type: T) {
  return Type.Object(
    {
      id: Id,
      type: Type.Literal(type),
      typeVersion: Type.Integer({ minimum: 1 }),
      name: Type.String({ maxLength: 200 }),
      position: PositionSchema,
      parameters: PARAMETER_SCHEMAS[type],
      retry: Type.Optional(RetryPolicySchema),
    },
    closed,
  );
}

/** One schema per node type, so parse.ts can report a node's problems against its own type. */
export const NODE_SCHEMAS = {
  'trigger.manual': nodeSchema('trigger.manual'),
  'trigger.email_received': nodeSchema('trigger.email_received'),
  'trigger.schedule': nodeSchema('trigger.schedule'),
  'trigger.webhook': nodeSchema('trigger.webhook'),
  condition: nodeSchema('condition'),
  agent_action: nodeSchema('agent_action'),
  approval: nodeSchema('approval'),
  delay: nodeSchema('delay'),
  end: nodeSchema('end'),
} as const;

export const AutomationNodeSchema = Type.Union([
  NODE_SCHEMAS['trigger.manual'],
  NODE_SCHEMAS['trigger.email_received'],
  NODE_SCHEMAS['trigger.schedule'],
  NODE_SCHEMAS['trigger.webhook'],
  NODE_SCHEMAS.condition,
  NODE_SCHEMAS.agent_action,
  NODE_SCHEMAS.approval,
  NODE_SCHEMAS.delay,
  NODE_SCHEMAS.end,
]);

export const AutomationEdgeSchema = Type.Object(
  {
    id: Id,
    source: Id,
    sourceHandle: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    target: Id,
    targetHandle: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  },
  closed,
);

/** The whole definition: use it as the body schema of the routes that save a version. */
export const AutomationDefinitionSchema = Type.Object(
  {
    schemaVersion: Type.Literal(AUTOMATION_SCHEMA_VERSION),
    nodes: Type.Array(AutomationNodeSchema, { maxItems: MAX_NODES }),
    edges: Type.Array(AutomationEdgeSchema, { maxItems: MAX_EDGES }),
  },
  closed,
);

// The hand-written types of definition.ts and the schema must describe the same data.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameNode: Same<Static<typeof AutomationNodeSchema>, AutomationNode> = true;
const _sameEdge: Same<Static<typeof AutomationEdgeSchema>, AutomationEdge> = true;
const _sameDefinition: Same<Static<typeof AutomationDefinitionSchema>, AutomationDefinition> = true;
void [_sameNode, _sameEdge, _sameDefinition];
