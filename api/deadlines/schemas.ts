import { Type, type TSchema } from 'typebox';
import { CHAIN_STATUSES, CHANGE_ACTIONS } from '../../domain/deadline-chains/view';

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const CivilDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD' });
const Id = Type.String({ format: 'uuid' });
const RuleId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' });
const Status = literals(CHAIN_STATUSES);
const Span = Type.Object({ start: Type.String(), end: Type.String() });

export const ExplanationSchema = Type.Object({
  ruleId: Type.String(),
  ruleText: Type.String(),
  citation: Type.String(),
  note: nullable(Type.String()),
  trigger: Type.Object({ kind: Type.String(), date: Type.String(), label: Type.String() }),
  offset: Type.Object({ amount: Type.Integer(), unit: literals(['days', 'months'] as const), direction: literals(['after', 'before'] as const) }),
  serviceExtension: Type.Object({ method: Type.String(), days: Type.Integer(), citation: nullable(Type.String()) }),
  calendar: literals(['court', 'wcab'] as const),
  skipped: Type.Array(Type.Object({ date: Type.String(), reason: Type.String() })),
  unadjustedDate: Type.String(),
  steps: Type.Array(Type.String()),
});

export const ChainDeadlineSchema = Type.Object({
  id: Type.String(),
  ruleId: Type.String(),
  title: Type.String(),
  kind: literals(['deadline', 'task'] as const),
  citation: Type.String(),
  dueDate: Type.String(),
  state: Status,
  explanation: ExplanationSchema,
  calendarEventId: nullable(Type.String()),
  taskId: nullable(Type.String()),
  prepMinutes: nullable(Type.Integer()),
  editedByHand: Type.Boolean(),
  completed: Type.Boolean(),
});

const DeadlineMoveSchema = Type.Object({
  deadlineId: Type.String(),
  ruleId: Type.String(),
  title: Type.String(),
  oldDate: Type.String(),
  newDate: Type.String(),
  keeps: Type.Boolean(),
  reason: nullable(literals(['edited', 'completed'] as const)),
  state: Status,
});

const PreviewSchema = Type.Object({
  oldTriggerDate: Type.String(),
  newTriggerDate: Type.String(),
  deadlines: Type.Array(DeadlineMoveSchema),
  focusBlocks: Type.Array(Type.Object({ taskId: Type.String(), title: Type.String(), from: nullable(Span), to: nullable(Span) })),
  focusPlanAccepted: Type.Boolean(),
});

export const ChainSourceSchema = Type.Object({ accountId: Type.String(), messageId: Type.String(), subject: Type.String(), from: Type.String() });

export const ChainSchema = Type.Object({
  id: Type.String(),
  caseNumber: nullable(Type.String()),
  hearingEventId: nullable(Type.String()),
  hearingTitle: Type.String(),
  hearingType: nullable(Type.String()),
  triggerKind: Type.String(),
  triggerDate: Type.String(),
  serviceMethod: Type.String(),
  status: Status,
  source: nullable(ChainSourceSchema),
  remembered: Type.Object({ matter: Type.Boolean(), ruleIds: Type.Array(Type.String()) }),
  deadlines: Type.Array(ChainDeadlineSchema),
  preview: nullable(PreviewSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ChainReply = Type.Object({ chain: ChainSchema });
export const ChainsReply = Type.Object({ chains: Type.Array(ChainSchema) });
export const ChainParams = Type.Object({ chainId: Id });
export const DeadlineParams = Type.Object({ deadlineId: Id });
export const ChainsQuery = Type.Object(
  {
    eventId: Type.Optional(Id),
    caseNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    // The chains proposed from one analysed notice (both together).
    accountId: Type.Optional(Id),
    messageId: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  },
  { additionalProperties: false },
);

export const AcceptBody = Type.Object(
  {
    ruleIds: Type.Optional(Type.Array(RuleId, { minItems: 1, maxItems: 100, uniqueItems: true, description: 'Only these deadlines; all proposed ones when absent' })),
    remember: Type.Optional(nullable(literals(['matter', 'rule'] as const))),
  },
  { additionalProperties: false },
);
export const DismissBody = Type.Object(
  { ruleIds: Type.Optional(Type.Array(RuleId, { minItems: 1, maxItems: 100, uniqueItems: true, description: 'Only these deadlines; every proposed one when absent' })) },
  { additionalProperties: false },
);
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export const EditDeadlineBody = Type.Object({ dueDate: CivilDate }, { additionalProperties: false });
export const DeadlineReply = Type.Object({ deadline: ChainDeadlineSchema });

export const ChangesReply = Type.Object({
  changes: Type.Array(
    Type.Object({
      id: Type.String(),
      deadlineId: nullable(Type.String()),
      title: nullable(Type.String()),
      action: literals(CHANGE_ACTIONS),
      oldDate: nullable(Type.String()),
      newDate: nullable(Type.String()),
      note: nullable(Type.String()),
      at: Type.String(),
      by: literals(['person', 'analysis'] as const),
    }),
  ),
});

export const WaitingChainSchema = Type.Object({
  id: Type.String(),
  hearingTitle: Type.String(),
  hearingType: nullable(Type.String()),
  caseNumber: nullable(Type.String()),
  hearingEventId: nullable(Type.String()),
  triggerDate: Type.String(),
  source: nullable(ChainSourceSchema),
  proposed: Type.Array(Type.Object({ id: Type.String(), ruleId: Type.String(), title: Type.String(), kind: literals(['deadline', 'task'] as const), dueDate: Type.String() })),
  acceptedCount: Type.Integer(),
  createdAt: Type.String(),
});
export const WaitingChainsReply = Type.Object({ count: Type.Integer({ description: 'Every waiting chain, whatever the limit' }), chains: Type.Array(WaitingChainSchema) });
export const WaitingQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }) }, { additionalProperties: false });
