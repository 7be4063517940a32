import { ApplicationFailure } from '@temporalio/activity';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import { RUN_MESSAGES } from '../../../domain/automation/run-messages';
import type { NodeRunState, RunStatus, RunTriggerType } from '../../../domain/automation/run-state';
import { resolveFullName } from '../../../domain/user';
import type { ActivityDeps } from '../../deps';

export interface NewRunRow {
  id: string;
  userId: string;
  automationId: string;
  version: number;
  workflowId: string;
  triggerType: RunTriggerType;
  triggerData: Record<string, unknown>;
  retryOf: string | null;
  resumedFromNodeId: string | null;
}

/**
 * The run's row and the automation's last run time, in one transaction. Written by the API before it
 * replies and again by the workflow's first activity (for runs a schedule starts): the second write is a no-op.
 */
export async function insertRunRow(db: Kysely<Database>, run: NewRunRow): Promise<void> {
  await db.transaction().execute((trx) => writeRunRow(trx, run));
}

/** insertRunRow inside a transaction the caller owns (e.g. with the automation event that starts the run). */
export async function writeRunRow(trx: Transaction<Database>, run: NewRunRow): Promise<void> {
  const inserted = await trx
    .insertInto('automation_runs')
    .values({
      id: run.id,
      user_id: run.userId,
      automation_id: run.automationId,
      version: run.version,
      workflow_id: run.workflowId,
      trigger_type: run.triggerType,
      trigger_data: JSON.stringify(run.triggerData),
      retry_of: run.retryOf,
      resumed_from_node_id: run.resumedFromNodeId,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('started_at')
    .executeTakeFirst();
  if (inserted) await trx.updateTable('automations').set({ last_run_at: inserted.started_at }).where('id', '=', run.automationId).execute();
}

export interface BeginRunInput extends Omit<NewRunRow, 'id' | 'version'> {
  runId: string;
  /** Null: the automation's current version (runs a schedule starts). */
  version: number | null;
}

export interface BegunRun {
  runId: string;
  version: number;
  definition: AutomationDefinition;
  automationName: string;
  /** Display name of the automation's owner: who approval steps ask. */
  ownerName: string;
}

export interface FinishRunInput {
  runId: string;
  status: Exclude<RunStatus, 'running'>;
  error: string | null;
  failedNodeId: string | null;
  nodes: Record<string, NodeRunState>;
}

/** The interpreter's first and last bookkeeping: the run row, the version it runs, and its final states. */
export function createRunStoreActivities({ db }: Pick<ActivityDeps, 'db'>) {
  return {
    async beginAutomationRun(input: BeginRunInput): Promise<BegunRun> {
      // One read: the automation, its owner, the run row if the API (or an earlier attempt) wrote it, and the
      // definition of the version the run keeps (the recorded one, else the asked one, else the current one).
      const found = await db
        .selectFrom('automations as a')
        .leftJoin('profiles as p', 'p.id', 'a.user_id')
        .leftJoin('automation_runs as r', (join) => join.on('r.id', '=', input.runId))
        .leftJoin('automation_versions as v', (join) =>
          join.onRef('v.automation_id', '=', 'a.id').on('v.version', '=', sql<number>`coalesce(r.version, ${input.version}::int, a.current_version)`),
        )
        .select(['a.name', 'a.current_version', 'p.full_name', 'p.email', 'r.id as recorded', 'v.definition'])
        .select(sql<number>`coalesce(r.version, ${input.version}::int, a.current_version)`.as('version'))
        .where('a.id', '=', input.automationId)
        .where('a.user_id', '=', input.userId)
        .executeTakeFirst();
      if (!found) throw ApplicationFailure.nonRetryable('Automation not found', 'NotFound');
      const { version } = found;
      if (version === 0) throw ApplicationFailure.nonRetryable(RUN_MESSAGES.noVersion, 'NoVersion');
      if (!found.definition) throw ApplicationFailure.nonRetryable(RUN_MESSAGES.versionMissing(version), 'NotFound');

      if (!found.recorded) {
        const { runId, ...row } = input;
        await insertRunRow(db, { ...row, id: runId, version });
      }
      return { runId: input.runId, version, definition: found.definition, automationName: found.name, ownerName: resolveFullName(found.full_name, found.email) };
    },

    async finishAutomationRun(input: FinishRunInput): Promise<void> {
      await db
        .updateTable('automation_runs')
        .set({ status: input.status, error: input.error, failed_node_id: input.failedNodeId, node_states: JSON.stringify(input.nodes), ended_at: new Date() })
        .where('id', '=', input.runId)
        .execute();
    },
  };
}
