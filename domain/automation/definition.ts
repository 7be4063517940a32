/**
 * The flow definition an automation is made of (seed 001 §3 "Automation, workflows, schedules, agents").
 *
 * Shape: `{ schemaVersion, nodes, edges }`, n8n-like nodes and React Flow's own edge shape, so the editor
 * round-trips it without loss. It is data: stored as a versioned row, validated by the same pure code in
 * the editor and the API (validate.ts), and interpreted by one generic Temporal workflow.
 *
 * How a run moves through the graph (the contract the interpreter implements):
 * - It starts at the single trigger node with the trigger data, e.g. `{ email: {...} }` (trigger-data.ts).
 * - From a node it follows the edges leaving the output handle the node chose: `out` for most nodes,
 *   `true`/`false` for a condition, `approved`/`rejected` for an approval. An output with no edge ends
 *   that branch; an `end` node ends it explicitly.
 * - `agent_action` and `approval` nodes are steps with output; later nodes read it by node id
 *   (`previous` input bindings, or `steps.<nodeId>.<path>` in a condition's field).
 */
/** Bump when the stored shape changes incompatibly; keep a migration for every older version. */
export const AUTOMATION_SCHEMA_VERSION = 1;

export const CONDITION_OPERATORS = ['equals', 'contains', 'startsWith', 'endsWith', 'greaterThan', 'lessThan', 'exists'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionValue = string | number | boolean | null;

/** Seed 001 §3 Condition. `field` is a dot path into the data (e.g. `email.subject`); `exists` ignores `value`. */
export interface Condition {
  field: string;
  operator: ConditionOperator;
  value?: ConditionValue;
}

export const SCHEDULE_TYPES = ['once', 'recurring'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const SCHEDULE_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export interface ScheduleRecurrence {
  frequency: ScheduleFrequency;
  /** Every `interval` hours/days/weeks/months; a whole number, 1 or more. */
  interval: number;
  /** Weekly only: 0 = Sunday … 6 = Saturday. Empty or absent: the weekday of the start date. */
  daysOfWeek?: number[];
  /** Monthly only: 1–31, clamped to the month's length. Absent: the day of the start date. */
  dayOfMonth?: number;
}

/**
 * Seed 001 §3 Schedule. Dates are calendar dates ('YYYY-MM-DD') and `time` a wall-clock time ('HH:MM',
 * 24-hour), both read in the user's time zone. `nextRun` is derived (schedule.ts), never stored here;
 * the workflow it starts is the automation that holds this trigger.
 */
export interface Schedule {
  type: ScheduleType;
  startDate: string;
  time: string;
  /** Required when `type` is 'recurring'; ignored for 'once'. */
  recurrence?: ScheduleRecurrence;
  /** Last calendar date (inclusive) on which it may run. */
  endDate?: string | null;
  enabled: boolean;
}

/** Nodes without parameters store `{}`. */
export type EmptyParameters = Record<never, never>;

export interface EmailTriggerParameters {
  /** Only mail arriving in this account; absent: any of the user's accounts. */
  accountId?: string;
  /** All must match the received e-mail (seed 001 §3 Automation trigger conditions). */
  conditions?: Condition[];
}

export interface WebhookTriggerParameters {
  conditions?: Condition[];
}

/** Where an agent_action input parameter takes its value from (seed 001 §3 Step inputType). */
export type InputBinding =
  | { type: 'static'; value: unknown }
  /** A dot path into the trigger data, e.g. `email.subject`. */
  | { type: 'dynamic'; path: string }
  /** A dot path into the output of an earlier step (node id), e.g. `{ stepId: 'summarise', path: 'summary' }`. */
  | { type: 'previous'; stepId: string; path: string };

export interface AgentActionParameters {
  agentId: string;
  /** One of ACTION_TYPES (an ActionType); typed as a string so a stale or unknown type reaches the validator's message. */
  actionType: string;
  input: Record<string, InputBinding>;
  /** `{ outputName: pathIntoTheResult }`; the names are added to the step's output (mapping.ts). */
  outputMapping?: Record<string, string>;
}

export const APPROVAL_DEFAULT_OUTCOMES = ['reject', 'approve'] as const;
export type ApprovalDefaultOutcome = (typeof APPROVAL_DEFAULT_OUTCOMES)[number];

export interface ApprovalParameters {
  /** Shown to the person asked to decide. */
  note: string;
  expiresInSeconds: number;
  /** What happens when nobody decides in time. */
  defaultOutcome: ApprovalDefaultOutcome;
}

export const DELAY_UNITS = ['seconds', 'minutes', 'hours', 'days'] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];

export interface DelayParameters {
  amount: number;
  unit: DelayUnit;
}

/** Per-node retry of its activity (Temporal RetryPolicy); agent actions default to seed 001 §9's 3 × 1 s doubling. */
export interface RetryPolicy {
  maximumAttempts: number;
  initialIntervalSeconds: number;
  backoffCoefficient: number;
}

export interface NodeParametersByType {
  'trigger.manual': EmptyParameters;
  'trigger.email_received': EmailTriggerParameters;
  'trigger.schedule': Schedule;
  'trigger.webhook': WebhookTriggerParameters;
  condition: Condition;
  agent_action: AgentActionParameters;
  approval: ApprovalParameters;
  delay: DelayParameters;
  end: EmptyParameters;
}

export type NodeType = keyof NodeParametersByType;
export type TriggerNodeType = Extract<NodeType, `trigger.${string}`>;

export const NODE_TYPE_NAMES = [
  'trigger.manual',
  'trigger.email_received',
  'trigger.schedule',
  'trigger.webhook',
  'condition',
  'agent_action',
  'approval',
  'delay',
  'end',
] as const satisfies readonly NodeType[];

export interface NodePosition {
  x: number;
  y: number;
}

export interface AutomationNodeOf<T extends NodeType> {
  id: string;
  type: T;
  /** Version of this node type's parameter shape (node-types.ts holds the current one). */
  typeVersion: number;
  name: string;
  position: NodePosition;
  parameters: NodeParametersByType[T];
  retry?: RetryPolicy;
}

export type AutomationNode = { [T in NodeType]: AutomationNodeOf<T> }[NodeType];

/** React Flow's edge shape. A null/absent handle means the node's only handle on that side. */
export interface AutomationEdge {
  id: string;
  source: string;
  sourceHandle?: string | null;
  target: string;
  targetHandle?: string | null;
}

export interface AutomationDefinition {
  schemaVersion: typeof AUTOMATION_SCHEMA_VERSION;
  nodes: AutomationNode[];
  edges: AutomationEdge[];
}

export function isTriggerType(type: string): type is TriggerNodeType {
  return type.startsWith('trigger.');
}

export function isNodeOfType<T extends NodeType>(node: AutomationNode, type: T): node is AutomationNodeOf<T> & AutomationNode {
  return node.type === type;
}
