import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { continueAsNew, patched, proxyActivities, sleep, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import { emailAnalysisWorkflowId } from '../domain/analysis/workflow-ids';
import { emailAnalysis } from './email-analysis';

const { pollNewMail, saveMailCursor } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

export interface MailSyncInput {
  userId: string;
  accountId: string;
  pollIntervalSeconds: number;
  /** Carried across continue-as-new; absent at first, when the stored cursor is the start. */
  cursor?: string | null;
}

/** Polls between runs of history; continue-as-new keeps the history short. */
const POLLS_PER_RUN = 200;

/**
 * Watches one linked mailbox: new mail starts its analysis (each a workflow of its own that
 * outlives this one), and only then is the cursor moved past it. Ends when the account is removed
 * or disconnected.
 */
export async function mailSync(input: MailSyncInput): Promise<void> {
  let cursor = input.cursor;
  for (let poll = 0; poll < POLLS_PER_RUN; poll++) {
    const batch = await pollNewMail({ userId: input.userId, accountId: input.accountId, ...(cursor === undefined ? {} : { cursor }) });
    for (const messageId of batch.messageIds) {
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
    // Histories written before the watcher owned the cursor have polls without one (the poll saved it).
    if (batch.cursor !== undefined && patched('watcher-saves-mail-cursor')) {
      await saveMailCursor({ userId: input.userId, accountId: input.accountId, cursor: batch.cursor });
      cursor = batch.cursor;
    }
    await sleep(input.pollIntervalSeconds * 1000);
  }
  await continueAsNew<typeof mailSync>({ ...input, cursor });
}
