/**
 * What a run of an automation looks like while and after it runs: the run's status, and the state of
 * every node, as the interpreter workflow's `progress` query returns it and the canvas shows it.
 */
export const RUN_STATUSES = ['running', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** What started a run. `retry` is a retry of an earlier run (from the start or from its failed step). */
export const RUN_TRIGGER_TYPES = ['manual', 'email', 'schedule', 'webhook', 'rule', 'retry'] as const;
export type RunTriggerType = (typeof RUN_TRIGGER_TYPES)[number];

/** `skipped`: the run ended without reaching the node (a branch not taken). */
export const NODE_RUN_STATUSES = ['pending', 'running', 'waiting_for_approval', 'done', 'failed', 'skipped'] as const;
export type NodeRunStatus = (typeof NODE_RUN_STATUSES)[number];

/** A person's decision the node waits for, in the audit queue. */
export interface ApprovalWait {
  auditId: string;
  /** Display name of the person asked (the automation's owner). */
  askedOf: string;
  /** ISO 8601. */
  since: string;
  expiresAt: string;
}

export interface NodeRunState {
  status: NodeRunStatus;
  /** ISO 8601. */
  startedAt?: string;
  endedAt?: string;
  /** Attempts of the node's activity so far (retried steps). */
  attempt?: number;
  /** The resolved input an agent action ran with. */
  input?: unknown;
  /** The node's output (after output mapping); for a condition `{ result }`, for an approval `{ outcome, decidedBy, decidedAt }`. */
  output?: unknown;
  /** The output handle the node left by (`true`/`false`, `approved`/`rejected`, `out`). */
  handle?: string;
  error?: string;
  approval?: ApprovalWait;
  /** A delay node: when it wakes (ISO 8601). */
  wakesAt?: string;
  /** A step run as a child workflow (an agent action): its workflow id, for the Temporal UI link. */
  childWorkflowId?: string;
}

export interface RunProgress {
  status: RunStatus;
  nodes: Record<string, NodeRunState>;
  error: string | null;
  failedNodeId: string | null;
}

/** Where a retry from the failed step picks up: the node to run again and the outputs of the steps before it. */
export interface RunResume {
  retryOfRunId: string;
  fromNodeId: string;
  steps: Record<string, unknown>;
  /** States of the nodes that had finished, shown as done on the new run's canvas. */
  nodes: Record<string, NodeRunState>;
}

/** What the interpreter workflow `automationRun` is started with. */
export interface AutomationRunInput {
  /** Null when started by a Temporal Schedule: the workflow makes one (uuid4) and records the run itself. */
  runId: string | null;
  userId: string;
  automationId: string;
  /** The version to run; null = the automation's current version when the run starts (schedules). */
  version: number | null;
  triggerType: RunTriggerType;
  /** Under the trigger's root key (trigger-data.ts), e.g. `{ email: {...} }`; a scheduled run gets its `schedule` at start. */
  triggerData: Record<string, unknown>;
  resume?: RunResume;
}

export const automationRunWorkflowId = (runId: string) => `automation-run:${runId}`;
export const automationScheduleId = (automationId: string) => `automation-schedule:${automationId}`;
/** Temporal appends the scheduled time to this for each run a schedule starts. */
export const scheduledRunWorkflowIdPrefix = (automationId: string) => `automation-run:scheduled:${automationId}`;
/** The durable timer that runs a schedule a Temporal Schedule cannot express (workflows/automation-schedule-timer.ts). */
export const automationScheduleTimerId = (automationId: string) => `automation-schedule-timer:${automationId}`;
/** Its query: the run time it sleeps until (ISO 8601), or null. */
export const SCHEDULE_TIMER_NEXT_RUN_QUERY = 'nextRun';

export const isFinalRunStatus = (status: RunStatus) => status !== 'running';
