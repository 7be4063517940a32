import { WorkflowNotFoundError } from '@temporalio/client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RunDetail, RunSummary } from '../../domain/automation/contract';
import { AUTOMATION_SCHEMA_VERSION } from '../../domain/automation/definition';
import { RUN_MESSAGES } from '../../domain/automation/run-messages';
import { planResume, PROGRESS_QUERY } from '../../domain/automation/run-progress';
import type { RunProgress } from '../../domain/automation/run-state';
import { HttpError } from '../http-error';
import type { Outbox } from '../outbox/outbox';
import type { TemporalHandle } from '../temporal/client';
import { loadVersionDefinition } from './automation-repository';
import { findOwnRun, startAutomationRun, toRunSummary, type RunRow } from './run-starter';

type Deps = { db: Kysely<Database>; temporal: TemporalHandle };
type StartDeps = Deps & { outbox: Outbox };

/** How long a cancel waits for the run to record its end before replying with what it has. */
const CANCEL_SETTLE_MS = 10_000;

/** A run as the canvas shows it: live progress from the workflow while it runs, else as recorded at its end. */
export async function runDetail({ db, temporal }: Deps, userId: string, runId: string): Promise<RunDetail> {
  const row = await findOwnRun(db, userId, runId);
  const definition = (await loadVersionDefinition(db, row.automation_id, row.version)) ?? { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes: [], edges: [] };
  const recorded: RunProgress = { status: row.status, nodes: row.node_states, error: row.error, failedNodeId: row.failed_node_id };
  const progress = row.status === 'running' ? await liveProgress(temporal, row).catch(() => recorded) : recorded;
  return { ...toRunSummary(row, temporal), triggerData: row.trigger_data, progress, definition };
}

function liveProgress(temporal: TemporalHandle, row: RunRow): Promise<RunProgress> {
  return temporal.client.workflow.getHandle(row.workflow_id).query<RunProgress>(PROGRESS_QUERY);
}

/** Cancels a running run and waits (briefly) for it to record 'cancelled'; 409 once it has ended. */
export async function cancelRun({ db, temporal }: Deps, userId: string, runId: string): Promise<RunSummary> {
  const row = await findOwnRun(db, userId, runId);
  if (row.status !== 'running') throw new HttpError(409, 'run_ended', RUN_MESSAGES.alreadyEnded(row.status));
  const handle = temporal.client.workflow.getHandle(row.workflow_id);
  // A workflow that has just ended cannot be cancelled; its row tells how it ended.
  await handle.cancel().catch((error: unknown) => {
    if (!(error instanceof WorkflowNotFoundError)) throw error;
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([handle.result().catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, CANCEL_SETTLE_MS)))]);
  clearTimeout(timer);
  return toRunSummary(await findOwnRun(db, userId, runId), temporal);
}

/**
 * A failed run again: from the start (the current version, the same trigger data), or from its failed
 * step (the same version, the steps before it not repeated: their outputs are carried over).
 */
export async function retryRun(deps: StartDeps, userId: string, runId: string, from: 'start' | 'failed_step'): Promise<RunSummary> {
  const row = await findOwnRun(deps.db, userId, runId);
  if (row.status !== 'failed') throw new HttpError(409, 'run_not_failed', RUN_MESSAGES.notFailed(row.status));
  const common = { userId, automationId: row.automation_id, triggerType: 'retry' as const, triggerData: row.trigger_data };
  if (from === 'start') return startAutomationRun(deps, { ...common, version: null, retryOf: row.id });

  const definition = (await loadVersionDefinition(deps.db, row.automation_id, row.version)) ?? { nodes: [] };
  const plan = planResume(definition, { id: row.id, failedNodeId: row.failed_node_id, nodes: row.node_states });
  if (!plan.ok) throw new HttpError(409, plan.reason, plan.reason === 'no_failed_step' ? RUN_MESSAGES.noFailedStep : RUN_MESSAGES.failedStepGone);
  return startAutomationRun(deps, { ...common, version: row.version, resume: plan.resume });
}
