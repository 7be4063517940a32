import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index';

/** The run's own bookkeeping (rows, audit entries): short, idempotent, retried until the database answers. */
export const bookkeeping = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});
