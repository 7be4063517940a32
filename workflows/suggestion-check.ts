import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index';

const { checkLearningSuggestions } = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

/** The assistant workflow suggestion check (seed 001 §9), started every 3,600,000 ms by the 'learning-suggestion-check' Schedule. */
export async function suggestionCheck(): Promise<{ users: number; created: number }> {
  return checkLearningSuggestions();
}
