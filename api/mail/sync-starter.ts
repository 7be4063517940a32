import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { mailSyncWorkflowId } from '../../domain/analysis/workflow-ids';
import type { TemporalHandle } from '../temporal/client';

/** How often linked mailboxes are asked for new mail (MAIL_POLL_INTERVAL_SECONDS, default 60). */
export const mailPollIntervalSeconds = () => Math.max(1, Number(process.env.MAIL_POLL_INTERVAL_SECONDS ?? 60) || 60);

/** Makes sure the account's mail watcher runs; a running one is left alone. */
export async function ensureMailSync(temporal: TemporalHandle, target: { userId: string; accountId: string }): Promise<void> {
  try {
    await temporal.client.workflow.start('mailSync', {
      taskQueue: temporal.taskQueue,
      workflowId: mailSyncWorkflowId(target.accountId),
      args: [{ ...target, pollIntervalSeconds: mailPollIntervalSeconds() }],
      workflowIdConflictPolicy: 'USE_EXISTING',
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}
