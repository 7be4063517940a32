import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { ProbeResult } from '../activities/health/record-probe';

const { recordHealthProbe } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

/** A round trip API → Temporal → worker → database, run by the readiness check. */
export async function readinessProbe(requestedAt: string): Promise<ProbeResult> {
  return recordHealthProbe({ probeId: workflowInfo().workflowId, requestedAt });
}
