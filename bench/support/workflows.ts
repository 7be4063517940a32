import { proxyActivities } from '@temporalio/workflow';

export { emailAnalysis } from '../../workflows/email-analysis';

const { noop } = proxyActivities<{ noop(): Promise<void> }>({ startToCloseTimeout: '30 seconds' });

/** Baseline: the same number of activity round trips as an analysis, doing nothing. */
export async function noopSteps(steps: number): Promise<void> {
  for (let step = 0; step < steps; step++) await noop();
}
