import { ScheduleAlreadyRunning } from '@temporalio/client';
import { SUGGESTION_CHECK_INTERVAL_MS, SUGGESTION_CHECK_SCHEDULE_ID } from '../../domain/learning/constants';
import type { suggestionCheck } from '../../workflows/suggestion-check';
import type { TemporalHandle } from '../temporal/client';

/** The hourly suggestion check (seed 001 §9: every 3,600,000 ms) as a Temporal Schedule, created once; an existing one is kept. */
export async function ensureSuggestionCheckSchedule(temporal: TemporalHandle): Promise<'created' | 'exists'> {
  try {
    await temporal.client.schedule.create<typeof suggestionCheck>({
      scheduleId: SUGGESTION_CHECK_SCHEDULE_ID,
      spec: { intervals: [{ every: SUGGESTION_CHECK_INTERVAL_MS }] },
      action: { type: 'startWorkflow', workflowType: 'suggestionCheck', taskQueue: temporal.taskQueue, workflowId: 'learning-suggestion-check-run', args: [] },
      policies: { overlap: 'SKIP' },
    });
    return 'created';
  } catch (error) {
    if (error instanceof ScheduleAlreadyRunning) return 'exists';
    throw error;
  }
}
