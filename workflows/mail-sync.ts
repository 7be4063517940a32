import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { continueAsNew, proxyActivities, sleep, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import { emailAnalysisWorkflowId } from '../domain/analysis/workflow-ids';
import { emailAnalysis } from './email-analysis';

const { pollNewMail } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

export interface MailSyncInput {
  userId: string;
  accountId: string;
  pollIntervalSeconds: number;
}

/** Polls between runs of history; continue-as-new keeps the history short. */
const POLLS_PER_RUN = 200;

/**
 * Watches one linked mailbox: new mail starts its analysis (each a workflow of its own that
 * outlives this one). Ends when the account is removed or disconnected.
 */
export async function mailSync(input: MailSyncInput): Promise<void> {
  for (let poll = 0; poll < POLLS_PER_RUN; poll++) {
    const { messageIds } = await pollNewMail({ userId: input.userId, accountId: input.accountId });
    for (const messageId of messageIds) {
      try {
        await startChild(emailAnalysis, {
          workflowId: emailAnalysisWorkflowId(input.accountId, messageId),
          args: [{ userId: input.userId, accountId: input.accountId, messageId }, { newMail: true }],
          parentClosePolicy: 'ABANDON',
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
        });
      } catch (error) {
        if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
      }
    }
    await sleep(input.pollIntervalSeconds * 1000);
  }
  await continueAsNew<typeof mailSync>(input);
}
