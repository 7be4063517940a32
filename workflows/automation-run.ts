import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';
import { CancellationScope, defineQuery, isCancellation, patched, setHandler, uuid4, workflowInfo } from '@temporalio/workflow';
import type { ApprovalDecision } from '../domain/agents/action-request';
import { isTriggerType } from '../domain/automation/definition';
import { RUN_MESSAGES } from '../domain/automation/run-messages';
import { initialProgress, PROGRESS_QUERY, settleNodes } from '../domain/automation/run-progress';
import type { AutomationRunInput, RunProgress, RunStatus } from '../domain/automation/run-state';
import { decideSignal } from './agent-action';
import { bookkeeping, localBookkeeping } from './automation/activities';
import { GraphWalk } from './automation/graph-walk';
import { nowIso, type RunContext } from './automation/run-context';

export const progressQuery = defineQuery<RunProgress>(PROGRESS_QUERY);

/**
 * Since this patch the run's first and last writes are local activities: a run with no waiting step (webhook →
 * condition → end) is one workflow task, with no activity round trip through the Temporal server.
 */
const LOCAL_BOOKKEEPING = 'local-run-bookkeeping';

const SCHEDULED_START_TIME = defineSearchAttributeKey('TemporalScheduledStartTime', SearchAttributeType.DATETIME);

/**
 * The one interpreter of every automation: it runs the saved version it was given (or, started by a
 * schedule, the current one) node by node, through registered node handlers (automation/handlers.ts).
 * Its `progress` query shows every node's state; its row in Postgres gets the final states. A failed
 * node fails the run but the workflow itself completes, returning the progress, so a retry from the
 * failed step can pick up from it.
 */
export async function automationRun(input: AutomationRunInput): Promise<RunProgress> {
  const decisions = new Map<string, ApprovalDecision>();
  let run: RunContext | null = null;
  setHandler(progressQuery, () => run?.progress ?? { status: 'running', nodes: {}, error: null, failedNodeId: null });
  setHandler(decideSignal, (decision) => {
    if (decision.auditId && !decisions.has(decision.auditId)) decisions.set(decision.auditId, decision);
  });

  const { workflowId } = workflowInfo();
  const triggerData = withScheduledTime(input);
  // Runs started before this patch replay their recorded (remote) activities.
  const store = patched(LOCAL_BOOKKEEPING) ? localBookkeeping : bookkeeping;
  const begun = await store.beginAutomationRun({
    runId: input.runId ?? uuid4(),
    workflowId,
    userId: input.userId,
    automationId: input.automationId,
    version: input.version,
    triggerType: input.triggerType,
    triggerData,
    retryOf: input.resume?.retryOfRunId ?? null,
    resumedFromNodeId: input.resume?.fromNodeId ?? null,
  });
  run = {
    input,
    runId: begun.runId,
    workflowId,
    definition: begun.definition,
    automationName: begun.automationName,
    ownerName: begun.ownerName,
    data: { trigger: triggerData, steps: { ...input.resume?.steps } },
    progress: initialProgress(begun.definition, input.resume?.nodes),
    decisions,
  };

  const walk = new GraphWalk(run, Object.keys(input.resume?.nodes ?? {}));
  const startIds = input.resume ? [input.resume.fromNodeId] : run.definition.nodes.filter((node) => isTriggerType(node.type)).map((node) => node.id);
  if (startIds.length === 0) run.progress.error = RUN_MESSAGES.noTrigger;
  try {
    await walk.walk(startIds);
  } catch (error) {
    if (isCancellation(error)) await CancellationScope.nonCancellable(() => finish(store, run!, 'cancelled', RUN_MESSAGES.cancelled));
    throw error;
  }
  const failed = run.progress.error !== null;
  await finish(store, run, failed ? 'failed' : 'completed', walk.failure ? RUN_MESSAGES.stoppedBy(walk.failure.name) : RUN_MESSAGES.unfinished);
  return run.progress;
}

/** Ends the states left open (`reason` for nodes stopped in flight) and records the run's end. */
async function finish(store: typeof bookkeeping, run: RunContext, status: Exclude<RunStatus, 'running'>, reason: string): Promise<void> {
  const error = status === 'cancelled' ? RUN_MESSAGES.cancelled : run.progress.error;
  run.progress = { ...run.progress, status, error, nodes: settleNodes(run.progress.nodes, nowIso(), reason) };
  await store.finishAutomationRun({ runId: run.runId, status, error, failedNodeId: run.progress.failedNodeId, nodes: run.progress.nodes });
}

/** A run a schedule started learns the time it was scheduled for (not when it happened to start). */
function withScheduledTime(input: AutomationRunInput): Record<string, unknown> {
  if (input.triggerType !== 'schedule' || 'schedule' in input.triggerData) return input.triggerData;
  const info = workflowInfo();
  const scheduledAt = info.typedSearchAttributes.get(SCHEDULED_START_TIME) ?? info.startTime;
  return { ...input.triggerData, schedule: { scheduledAt: scheduledAt.toISOString() } };
}
