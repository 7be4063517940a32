import { Type } from 'typebox';
import { MAX_PLAN_DAYS } from '../../domain/planning/rules';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Span = Type.Object({ start: Type.String(), end: Type.String() });

export const PlannedBlockSchema = Type.Object({ taskId: Type.String(), title: Type.String(), start: Type.String(), end: Type.String(), busy: Type.Boolean() });

export const TimeBlockPlanSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('computing'), Type.Literal('proposed'), Type.Literal('accepted'), Type.Literal('superseded'), Type.Literal('dismissed'), Type.Literal('failed')]),
  rangeStart: Type.String(),
  rangeEnd: Type.String(),
  blocks: Type.Array(PlannedBlockSchema),
  atRisk: Type.Array(Type.Object({ taskId: Type.String(), title: Type.String(), reason: Type.String() })),
  changes: Type.Array(Type.Object({ taskId: Type.String(), title: Type.String(), from: Type.Union([Span, Type.Null()]), to: Type.Union([Span, Type.Null()]) })),
  replacesPlanId: NullableString,
  error: NullableString,
  createdAt: Type.String(),
  decidedAt: NullableString,
});

export const PlanReply = Type.Object({ plan: TimeBlockPlanSchema });
export const LatestPlanReply = Type.Object({ plan: Type.Union([TimeBlockPlanSchema, Type.Null()]) });
export const PlanParams = Type.Object({ planId: Type.String({ format: 'uuid' }) });
export const TaskParams = Type.Object({ taskId: Type.String({ format: 'uuid' }) });
export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const CreatePlanBody = Type.Object(
  {
    start: Type.Optional(Type.String({ format: 'date', description: 'First day, YYYY-MM-DD in the user zone; today when absent' })),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PLAN_DAYS, description: 'Working days (Mon–Fri) to plan; 5 when absent' })),
  },
  { additionalProperties: false },
);

const Priority = Type.Union([Type.Literal('Low'), Type.Literal('Medium'), Type.Literal('High'), Type.Literal('Urgent')]);
const ByAi = Type.Boolean({ description: 'True when an AI model made the suggestion; false for the rules' });
const Note = Type.String({ description: 'Plain words on where the suggestion came from' });

export const EnhanceReply = Type.Object({
  suggestion: Type.Object({ title: Type.String(), description: Type.String(), priority: Priority, tags: Type.Array(Type.String()), estimatedDuration: Type.Integer() }),
  byAi: ByAi,
  note: Note,
});

export const EstimateReply = Type.Object({ minutes: Type.Integer(), byAi: ByAi, basis: Type.String() });

export const OptimiseBody = Type.Object(
  { taskIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 500 })) },
  { additionalProperties: false },
);
export const OptimiseReply = Type.Object({
  order: Type.Array(Type.Object({ taskId: Type.String(), title: Type.String(), reason: Type.String() })),
  byAi: ByAi,
  note: Note,
});

export const SuggestTimesBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 500 }),
    durationMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
    withinDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'Working days to look ahead; 5 when absent' })),
  },
  { additionalProperties: false },
);
export const SuggestTimesReply = Type.Object({ slots: Type.Array(Span), byAi: ByAi, note: Note });
