/** TypeBox schemas of the runs routes, matching RunSummary, RunDetail and StartRunBody of domain/automation/contract.ts. */
import { Type } from 'typebox';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { NODE_RUN_STATUSES, RUN_STATUSES, RUN_TRIGGER_TYPES } from '../../domain/automation/run-state';

const PG_INT_MAX = 2_147_483_647;

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AutomationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const RunParams = Type.Object({ runId: Type.String({ format: 'uuid' }) });

export const StartRunBody = Type.Object(
  {
    /** Test input: the manual trigger's `input`, a webhook's body. */
    input: Type.Optional(Type.Unknown()),
    /** For an e-mail trigger: the message to run with, as if it had just arrived. */
    email: Type.Optional(Type.Object({ accountId: Type.String({ format: 'uuid' }), messageId: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false })),
    version: Type.Optional(Type.Integer({ minimum: 1, maximum: PG_INT_MAX })),
  },
  { additionalProperties: false },
);

export const RetryRunBody = Type.Object({ from: literals(['start', 'failed_step'] as const) }, { additionalProperties: false });

const ApprovalWaitSchema = Type.Object({ auditId: Type.String(), askedOf: Type.String(), since: Type.String(), expiresAt: Type.String() });

export const NodeRunStateSchema = Type.Object({
  status: literals(NODE_RUN_STATUSES),
  startedAt: Type.Optional(Type.String()),
  endedAt: Type.Optional(Type.String()),
  attempt: Type.Optional(Type.Integer()),
  input: Type.Optional(Type.Unknown()),
  output: Type.Optional(Type.Unknown()),
  handle: Type.Optional(Type.String()),
  error: Type.Optional(Type.String()),
  approval: Type.Optional(ApprovalWaitSchema),
  wakesAt: Type.Optional(Type.String()),
  childWorkflowId: Type.Optional(Type.String()),
});

export const RunProgressSchema = Type.Object({
  status: literals(RUN_STATUSES),
  nodes: Type.Record(Type.String(), NodeRunStateSchema),
  error: Nullable(Type.String()),
  failedNodeId: Nullable(Type.String()),
});

export const RunSummarySchema = Type.Object({
  id: Type.String(),
  automationId: Type.String(),
  version: Type.Integer(),
  status: literals(RUN_STATUSES),
  triggerType: literals(RUN_TRIGGER_TYPES),
  startedAt: Type.String(),
  endedAt: Nullable(Type.String()),
  durationMs: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  failedNodeId: Nullable(Type.String()),
  retryOf: Nullable(Type.String()),
  workflowId: Type.String(),
  workflowUrl: Nullable(Type.String()),
});

/** The definition as stored (it was checked when saved); passed through whole. */
const StoredDefinition = Type.Unsafe<AutomationDefinition>({
  type: 'object',
  additionalProperties: true,
  description: 'The AutomationDefinition of the version the run ran (domain/automation/definition-schema.ts)',
});

export const RunDetailSchema = Type.Object({
  ...RunSummarySchema.properties,
  triggerData: Type.Record(Type.String(), Type.Unknown()),
  progress: RunProgressSchema,
  definition: StoredDefinition,
});

export const RunReply = Type.Object({ run: RunSummarySchema });
