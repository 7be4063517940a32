/** TypeBox schemas of the automation routes, matching domain/automation/contract.ts. */
import { Type, type Static, type TSchema } from 'typebox';
import type { AutomationStatus } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';
import type { ValidationProblem } from '../../domain/automation/validate';
import { RUN_STATUSES } from '../../domain/automation/run-state';
import { ErrorReply } from '../schemas/common';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from './automation-input';

const PG_INT_MAX = 2_147_483_647;

const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/**
 * A definition travels as a plain object: the routes run parseDefinition on it, whose problems name the
 * node and field (a schema rejection here could only say "body/definition/nodes/3 must match anyOf").
 */
export const DefinitionSchema = Type.Unsafe<AutomationDefinition>({
  type: 'object',
  additionalProperties: true,
  description: 'An AutomationDefinition { schemaVersion, nodes, edges } (domain/automation/definition-schema.ts)',
});

const StatusSchema = literals(['active', 'inactive'] as const satisfies readonly AutomationStatus[]);
const Name = Type.String({ maxLength: NAME_MAX_LENGTH });
const Description = Type.String({ maxLength: DESCRIPTION_MAX_LENGTH });
const TimeZone = Type.String({ minLength: 1, maxLength: 100 });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AutomationParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const VersionParams = Type.Object({ id: Type.String({ format: 'uuid' }), version: Type.Integer({ minimum: 0, maximum: PG_INT_MAX }) });

export const AutomationSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  status: StatusSchema,
  currentVersion: Type.Integer(),
  triggerType: Nullable(Type.String()),
  templateName: Nullable(Type.String()),
  lastRun: Nullable(Type.Object({ runId: Type.String(), status: literals(RUN_STATUSES), startedAt: Type.String() })),
  nextRun: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const AutomationDetailSchema = Type.Object({ ...AutomationSummarySchema.properties, timeZone: Type.String(), definition: DefinitionSchema });

export const CreateAutomationBody = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    timeZone: Type.Optional(TimeZone),
    templateName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    definition: Type.Optional(DefinitionSchema),
  },
  { additionalProperties: false },
);

export const UpdateAutomationBody = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Description), status: Type.Optional(StatusSchema), timeZone: Type.Optional(TimeZone) },
  { additionalProperties: false, minProperties: 1 },
);

export const SaveVersionBody = Type.Object({ definition: DefinitionSchema, note: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });

export const VersionSummarySchema = Type.Object({
  version: Type.Integer(),
  note: Type.String(),
  restoredFrom: Nullable(Type.Integer()),
  createdAt: Type.String(),
  nodeCount: Type.Integer(),
  edgeCount: Type.Integer(),
  runCount: Type.Integer(),
});

export const AutomationVersionSchema = Type.Object({ ...VersionSummarySchema.properties, definition: DefinitionSchema });

export const AutomationExportSchema = Type.Object({
  format: Type.Literal('workspace-automation'),
  formatVersion: Type.Literal(1),
  name: Type.String(),
  description: Type.String(),
  timeZone: Type.String(),
  exportedAt: Type.String(),
  definition: DefinitionSchema,
});

export const TemplateSummarySchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  popularity: Type.Integer(),
  triggerType: Type.String(),
  definition: DefinitionSchema,
});

export const DraftBody = Type.Object({ description: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });

export const ValidationProblemSchema = Type.Object({
  nodeId: Type.Optional(Type.String()),
  edgeId: Type.Optional(Type.String()),
  field: Type.Optional(Type.String()),
  message: Type.String(),
});

export const DraftReplySchema = Type.Object({ definition: DefinitionSchema, problems: Type.Array(ValidationProblemSchema) });

export const MissingAgentSchema = Type.Object({ nodeId: Type.String(), agentType: Type.String(), actionType: Type.String(), message: Type.String() });

/**
 * The 400 of the routes that save a definition: `invalid_definition` with the validator's problems, or (from a
 * template) `missing_agents` with the agent types to create first; other 400s are a plain ErrorReply.
 */
export const ProblemsReply = Type.Object(
  {
    error: ErrorReply.properties.error,
    problems: Type.Optional(Type.Array(ValidationProblemSchema)),
    missingAgents: Type.Optional(Type.Array(MissingAgentSchema)),
  },
  { description: 'ErrorReply, with what to fix when the code is invalid_definition or missing_agents' },
);
export type ProblemsReply = Static<typeof ProblemsReply> & { problems: ValidationProblem[] };

export const AutomationReply = Type.Object({ automation: AutomationDetailSchema });
export const AutomationWithVersionReply = Type.Object({ automation: AutomationDetailSchema, version: AutomationVersionSchema });
