import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { AnalysisTarget } from '../../activities/analysis/types';
import { emailAnalysisWorkflowId } from '../../domain/analysis/workflow-ids';
import { workflowUiUrl, type TemporalHandle } from '../temporal/client';

export interface StartedAnalysis {
  workflowId: string;
  workflowUrl: string | null;
}

/**
 * Starts the durable analysis of one message under its stable id. New mail never starts a second
 * run for the same message (the id is rejected once used); an explicit "Analyse" runs it again,
 * and a run already in progress is simply joined. Only mail that just arrived triggers automations.
 */
export async function startEmailAnalysis(temporal: TemporalHandle, target: AnalysisTarget, { rerun, newMail }: { rerun: boolean; newMail: boolean }): Promise<StartedAnalysis> {
  const workflowId = emailAnalysisWorkflowId(target.accountId, target.messageId);
  try {
    await temporal.client.workflow.start('emailAnalysis', {
      taskQueue: temporal.taskQueue,
      workflowId,
      args: [target, { newMail }],
      workflowIdReusePolicy: rerun ? 'ALLOW_DUPLICATE' : 'REJECT_DUPLICATE',
      workflowIdConflictPolicy: 'USE_EXISTING',
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
  return { workflowId, workflowUrl: workflowUiUrl(temporal, workflowId) };
}
