import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index';

/** The run's own bookkeeping (rows, audit entries): short, idempotent, retried until the database answers. */
export const bookkeeping = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

/**
 * The same bookkeeping as local activities: run by the worker inside the workflow task, so a short database
 * write costs no round trip through the Temporal server. For writes of a few milliseconds that are safe to repeat.
 */
export const localBookkeeping = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});
