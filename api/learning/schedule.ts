import { ScheduleAlreadyRunning } from '@temporalio/client';
import { SUGGESTION_CHECK_INTERVAL_MS, SUGGESTION_CHECK_SCHEDULE_ID } from '../../domain/learning/constants';
import type { suggestionCheck } from '../../workflows/suggestion-check';
import type { TemporalHandle } from '../temporal/client';

/**
 * The hourly suggestion check (seed 001 §9: every 3,600,000 ms) as a Temporal Schedule, created once. An
 * existing one is kept, but pointed at this process's task queue if it named another (the queue is configurable).
 */
export async function ensureSuggestionCheckSchedule(temporal: TemporalHandle): Promise<'created' | 'exists' | 'updated'> {
  const action = { type: 'startWorkflow' as const, workflowType: 'suggestionCheck', taskQueue: temporal.taskQueue, workflowId: 'learning-suggestion-check-run', args: [] as [] };
  try {
    await temporal.client.schedule.create<typeof suggestionCheck>({
      scheduleId: SUGGESTION_CHECK_SCHEDULE_ID,
      spec: { intervals: [{ every: SUGGESTION_CHECK_INTERVAL_MS }] },
      action,
      policies: { overlap: 'SKIP' },
    });
    return 'created';
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
  const handle = temporal.client.schedule.getHandle(SUGGESTION_CHECK_SCHEDULE_ID);
  const current = await handle.describe();
  if (current.action.type === 'startWorkflow' && current.action.taskQueue === temporal.taskQueue) return 'exists';
  await handle.update((previous) => ({ ...previous, action: { ...action } }));
  return 'updated';
}
