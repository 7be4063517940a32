import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { writeRunRow, type NewRunRow } from '../../activities/automation/run/run-store';
import type { WorkflowIntents } from '../outbox/intents';
import type { Database } from '../../db/schema';
import type { AutomationRunsTable, AutomationsTable } from '../../db/tables/automations';
import type { RunSummary } from '../../domain/automation/contract';
import type { AutomationDefinition } from '../../domain/automation/definition';
import { RUN_MESSAGES } from '../../domain/automation/run-messages';
import { automationRunWorkflowId, type AutomationRunInput, type RunResume, type RunTriggerType } from '../../domain/automation/run-state';
import { HttpError, notFound } from '../http-error';
import { workflowUiUrl, type TemporalHandle } from '../temporal/client';
import { findOwnAutomation, loadVersionDefinition } from './automation-repository';
import type { AutomationRoutesOptions } from './options';

export interface StartRunRequest {
  userId: string;
  automationId: string;
  /** Null: the automation's current version. */
  version: number | null;
  triggerType: RunTriggerType;
  triggerData: Record<string, unknown>;
  /** A retry from the start: the run it retries. */
  retryOf?: string;
  /** A retry from the failed step: where it picks up (its retryOfRunId is the run it retries). */
  resume?: RunResume;
}

/**
 * The version a run of the automation would use, with its definition; 409 when the automation cannot
 * run (never saved, or inactive), 404 when the asked version does not exist.
 */
export async function runnableVersion(
  db: Kysely<Database>,
  automation: Pick<Selectable<AutomationsTable>, 'id' | 'status' | 'current_version'>,
  version: number | null,
): Promise<{ version: number; definition: AutomationDefinition }> {
  if (automation.current_version === 0) throw new HttpError(409, 'automation_not_saved', RUN_MESSAGES.noVersion);
  if (automation.status !== 'active') throw new HttpError(409, 'automation_inactive', RUN_MESSAGES.inactive);
  const chosen = version ?? automation.current_version;
  const definition = await loadVersionDefinition(db, automation.id, chosen);
  if (!definition) throw notFound(RUN_MESSAGES.versionMissing(chosen));
  return { version: chosen, definition };
}

/** A run about to be recorded: its row and the input of its workflow. */
export interface PlannedRun {
  runId: string;
  workflowId: string;
  row: NewRunRow;
  input: AutomationRunInput;
}

/** The run of a version already known to be runnable (see runnableVersion). */
export function planRun(request: StartRunRequest, version: number): PlannedRun {
  const runId = randomUUID();
  const workflowId = automationRunWorkflowId(runId);
  const row: NewRunRow = {
    id: runId,
    userId: request.userId,
    automationId: request.automationId,
    version,
    workflowId,
    triggerType: request.triggerType,
    triggerData: request.triggerData,
    retryOf: request.resume?.retryOfRunId ?? request.retryOf ?? null,
    resumedFromNodeId: request.resume?.fromNodeId ?? null,
  };
  const input: AutomationRunInput = {
    runId,
    userId: request.userId,
    automationId: request.automationId,
    version,
    triggerType: request.triggerType,
    triggerData: request.triggerData,
    ...(request.resume ? { resume: request.resume } : {}),
  };
  return { runId, workflowId, row, input };
}

/** The run's row and the start of its `automationRun` workflow (id automation-run:{runId}), in the caller's transaction. */
export async function recordRun(trx: Transaction<Database>, intents: WorkflowIntents, run: PlannedRun): Promise<void> {
  await writeRunRow(trx, run.row);
  await intents.start('automationRun', run.workflowId, [run.input]);
}

/**
 * Starts one run of an automation: the run row and its workflow start are committed together, so the run
 * is listed at once and starts even if the process dies right after. Refuses (409) an automation with no
 * saved version or an inactive one.
 */
export async function startAutomationRun(deps: Pick<AutomationRoutesOptions, 'db' | 'temporal' | 'outbox'>, request: StartRunRequest): Promise<RunSummary> {
  const { db, temporal } = deps;
  const automation = await findOwnAutomation(db, request.userId, request.automationId);
  const { version } = await runnableVersion(db, automation, request.version);
  const run = planRun({ ...request, automationId: automation.id }, version);
  await deps.outbox.transaction((trx, intents) => recordRun(trx, intents, run));
  return toRunSummary(await findOwnRun(db, request.userId, run.runId), temporal);
}

export type RunRow = Selectable<AutomationRunsTable>;

/** The signed-in user's run, or 404. */
export async function findOwnRun(db: Kysely<Database>, userId: string, runId: string): Promise<RunRow> {
  const row = await db.selectFrom('automation_runs').selectAll().where('id', '=', runId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(RUN_MESSAGES.runNotFound);
  return row;
}

export function toRunSummary(row: RunRow, temporal: TemporalHandle): RunSummary {
  return {
    id: row.id,
    automationId: row.automation_id,
    version: row.version,
    status: row.status,
    triggerType: row.trigger_type,
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    durationMs: row.ended_at ? row.ended_at.getTime() - row.started_at.getTime() : null,
    error: row.error,
    failedNodeId: row.failed_node_id,
    retryOf: row.retry_of,
    workflowId: row.workflow_id,
    workflowUrl: workflowUiUrl(temporal, row.workflow_id),
  };
}
