import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { AnalysisTarget } from '../../activities/analysis/types';
import { emailAnalysisWorkflowId } from '../../domain/analysis/workflow-ids';
import type { WorkflowIntents } from '../outbox/intents';
import { workflowUiUrl, type TemporalHandle } from '../temporal/client';

export interface StartedAnalysis {
  workflowId: string;
  workflowUrl: string | null;
}

/**
 * The analysis of a message just stored, as an intent of the same transaction: it starts once the
 * message is committed, and never twice (the id is rejected once used). Only mail that just arrived
 * triggers automations.
 */
export async function enqueueEmailAnalysis(intents: WorkflowIntents, target: AnalysisTarget, { newMail }: { newMail: boolean }): Promise<string> {
  const workflowId = emailAnalysisWorkflowId(target.accountId, target.messageId);
  await intents.start('emailAnalysis', workflowId, [target, { newMail }], { workflowIdReusePolicy: 'REJECT_DUPLICATE', workflowIdConflictPolicy: 'USE_EXISTING' });
  return workflowId;
}

/**
 * An explicit "Analyse" of a stored message: nothing is written first, so the start itself is the
 * durable record. A run in progress is joined; a finished one is run again.
 */
export async function rerunEmailAnalysis(temporal: TemporalHandle, target: AnalysisTarget): Promise<StartedAnalysis> {
  const workflowId = emailAnalysisWorkflowId(target.accountId, target.messageId);
  try {
    await temporal.client.workflow.start('emailAnalysis', {
      taskQueue: temporal.taskQueue,
      workflowId,
      args: [target, { newMail: false }],
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      workflowIdConflictPolicy: 'USE_EXISTING',
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
  return { workflowId, workflowUrl: workflowUiUrl(temporal, workflowId) };
}
