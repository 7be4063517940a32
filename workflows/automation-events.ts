import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { AnalysisTarget } from '../activities/analysis/types';
import type { PlannedRun, RunStartOutcome } from '../activities/automation/triggers/types';
import { automationRunWorkflowId } from '../domain/automation/run-state';
import { automationEventsWorkflowId } from '../domain/automation/trigger-events';

const { recordEmailEvents, completeEmailEvents } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

/** The interpreter workflow, started by name so this bundle does not carry it twice. */
const AUTOMATION_RUN_WORKFLOW = 'automationRun';

/**
 * Automation events of one new e-mail (seed 001 §4): records them (and the rules that fire), starts the runs
 * they ask for as workflows of their own, then marks each event completed with its run or failed with why
 * the run could not start.
 */
export async function automationEvents(target: AnalysisTarget): Promise<RunStartOutcome[]> {
  const planned = await recordEmailEvents(target);
  const outcomes = await Promise.all(planned.map(startRun));
  await completeEmailEvents(outcomes);
  return outcomes;
}

async function startRun({ eventId, input }: PlannedRun): Promise<RunStartOutcome> {
  try {
    await startChild(AUTOMATION_RUN_WORKFLOW, {
      workflowId: automationRunWorkflowId(input.runId),
      args: [input],
      parentClosePolicy: 'ABANDON',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
    return { eventId, runId: input.runId, error: null };
  } catch (error) {
    // A retried workflow finds the run it started the first time.
    if (error instanceof WorkflowExecutionAlreadyStartedError) return { eventId, runId: input.runId, error: null };
    return { eventId, runId: input.runId, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Starts the automation events of a loaded e-mail beside its analysis (it outlives the analysis). Analysing
 * the message again finds the first one, so an e-mail never makes a second event; only a failed one is redone.
 */
export async function startAutomationEvents(target: AnalysisTarget): Promise<void> {
  try {
    await startChild(automationEvents, {
      workflowId: automationEventsWorkflowId(target.accountId, target.messageId),
      args: [target],
      parentClosePolicy: 'ABANDON',
      workflowIdReusePolicy: 'ALLOW_DUPLICATE_FAILED_ONLY',
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}

