import { condition, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';

export { agentAction } from '../../workflows/agent-action';
export { emailAnalysis } from '../../workflows/email-analysis';
export { automationRun } from '../../workflows/automation-run';
export { handWrittenRun } from './hand-written-run';
export { ingestDocument } from '../../workflows/document-ingestion';

const { noop } = proxyActivities<{ noop(): Promise<void> }>({ startToCloseTimeout: '30 seconds' });

/** Baseline: the same number of activity round trips as an analysis, doing nothing. */
export async function noopSteps(steps: number): Promise<void> {
  for (let step = 0; step < steps; step++) await noop();
}



export const pingSignal = defineSignal('ping');

/** Baseline for approvals: a bare signal round trip. */
export async function waitForPing(): Promise<void> {
  let pinged = false;
  setHandler(pingSignal, () => {
    pinged = true;
  });
  await condition(() => pinged);
}
