import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import type { Selectable } from 'kysely';
import type { WorkflowOutboxTable } from '../../db/tables/outbox';
import type { TemporalHandle } from '../temporal/client';

export type OutboxRow = Selectable<WorkflowOutboxTable>;

/** What became of one intent: delivered (or moot), or to be tried again. */
export type DeliveryOutcome = { delivered: true; note?: string } | { delivered: false; error: string };

/**
 * Sends one intent to Temporal. A start whose workflow already exists was delivered before (the ids are
 * stable); a signal to a workflow that has ended has nobody left to tell.
 */
export async function deliverIntent(temporal: TemporalHandle, row: OutboxRow): Promise<DeliveryOutcome> {
  try {
    if (row.kind === 'start') {
      await temporal.client.workflow.start(row.name, {
        taskQueue: temporal.taskQueue,
        workflowId: row.workflow_id,
        args: row.args,
        workflowIdReusePolicy: row.options.workflowIdReusePolicy ?? 'REJECT_DUPLICATE',
        workflowIdConflictPolicy: row.options.workflowIdConflictPolicy ?? 'FAIL',
      });
    } else {
      await temporal.client.workflow.getHandle(row.workflow_id).signal(row.name, ...row.args);
    }
    return { delivered: true };
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return { delivered: true, note: 'already started' };
    if (error instanceof WorkflowNotFoundError) return { delivered: true, note: 'workflow already ended' };
    return { delivered: false, error: error instanceof Error ? error.message : String(error) };
  }
}
