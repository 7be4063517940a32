/** TypeBox schemas of the assistant-trigger routes, matching domain/assistant-triggers/views.ts. */
import { Type, type TSchema } from 'typebox';
import { FOLLOW_UPS } from '../../domain/assistant-triggers/views';
import { ConditionSchema, ScheduleSchema } from '../../domain/automation/definition-schema';
import { RUN_STATUSES } from '../../domain/automation/run-state';
import { WebhookInfoSchema } from '../automations/trigger-schemas';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Text a person typed (NUL characters and lone surrogates are refused for every route by the hostile-input plugin). */
const Text = (maxLength: number, minLength = 0) => Type.String({ minLength, maxLength });
const Conditions = Type.Array(ConditionSchema, { maxItems: 20 });

export const MAX_TRIGGER_QUESTION = 4000;

const EventInput = Type.Union([
  Type.Object({ type: Type.Literal('email'), accountId: Type.Optional(Type.String({ format: 'uuid' })), conditions: Conditions }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('schedule'), schedule: ScheduleSchema }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('webhook'), conditions: Type.Optional(Conditions) }, { additionalProperties: false }),
]);

export const CreateAssistantTriggerBody = Type.Object(
  {
    name: Type.Optional(Text(200)),
    assistantId: Type.String({ format: 'uuid' }),
    question: Text(MAX_TRIGGER_QUESTION, 1),
    event: EventInput,
    followUp: Type.Optional(literals(FOLLOW_UPS)),
  },
  { additionalProperties: false },
);

const EventView = Type.Union([
  Type.Object({ type: Type.Literal('email'), accountId: Nullable(Type.String()), conditions: Type.Array(ConditionSchema) }),
  Type.Object({ type: Type.Literal('schedule'), schedule: ScheduleSchema }),
  Type.Object({ type: Type.Literal('webhook'), conditions: Type.Array(ConditionSchema) }),
  Type.Object({ type: Type.Literal('manual') }),
]);

const RunView = Type.Object({
  runId: Type.String(),
  status: literals(RUN_STATUSES),
  startedAt: Type.String(),
  endedAt: Nullable(Type.String()),
  answer: Nullable(Type.String()),
  sourceCount: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
});

export const AssistantTriggerSchema = Type.Object({
  automationId: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  assistant: Type.Object({ id: Type.String(), name: Nullable(Type.String()) }),
  question: Type.String(),
  event: EventView,
  followUps: Type.Array(Type.String()),
  nextRun: Nullable(Type.String()),
  recentRuns: Type.Array(RunView),
  updatedAt: Type.String(),
});

export const CreatedAssistantTriggerSchema = Type.Object({ trigger: AssistantTriggerSchema, webhook: Nullable(WebhookInfoSchema) });
