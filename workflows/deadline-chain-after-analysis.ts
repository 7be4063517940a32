import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index';

const { proposeChainForHearing } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

/**
 * An analysed notice saved a hearing: its chain of deadlines is proposed, or a continuance is recorded as
 * a reschedule for the person to review. Never fails the analysis: the hearing on the calendar is what
 * matters, and the chain can be proposed again by the next notice.
 */
export async function deadlineChainAfterAnalysis(userId: string, eventId: string): Promise<void> {
  try {
    await proposeChainForHearing({ userId, eventId });
  } catch {
    // Retries spent (the store was away): nothing half-written stays, the activity is one transaction.
  }
}
