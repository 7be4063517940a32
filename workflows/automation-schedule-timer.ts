import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { continueAsNew, defineQuery, proxyActivities, setHandler, sleep, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { ScheduledRunTime } from '../activities/automation/schedule/schedule-timer-store';
import { SCHEDULE_TIMER_NEXT_RUN_QUERY, scheduledRunWorkflowIdPrefix, type AutomationRunInput } from '../domain/automation/run-state';

const { nextScheduledRun, isScheduledRunDue } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

export const nextRunQuery = defineQuery<string | null>(SCHEDULE_TIMER_NEXT_RUN_QUERY);

/** The interpreter workflow, started by name so this bundle does not carry it twice. */
const AUTOMATION_RUN_WORKFLOW = 'automationRun';
/** Wakes per workflow history before it continues as new, keeping the history short. */
const WAKES_PER_HISTORY = 100;

export interface ScheduleTimerInput {
  automationId: string;
  /** The run time the previous history last woke for (ISO 8601), or null on a fresh start. */
  after: string | null;
}

/**
 * Runs a schedule trigger that a Temporal Schedule cannot express exactly (every 2 weeks at a wall-clock
 * time in a zone with daylight saving, every 5 months, …): it sleeps until the next run by seed 001 §4's
 * rules, checks the automation still wants that run, and starts the interpreter for it. It ends when the
 * automation wants no more runs; saving the automation restarts it (api/automations/schedule-sync.ts).
 */
export async function automationScheduleTimer({ automationId, after }: ScheduleTimerInput): Promise<void> {
  let wake: string | null = null;
  setHandler(nextRunQuery, () => wake);

  let last = after;
  for (let wakes = 0; wakes < WAKES_PER_HISTORY; wakes++) {
    const next = await nextScheduledRun({ automationId, after: last });
    wake = next?.at ?? null;
    if (!next) return;
    await sleep(Date.parse(next.at) - Date.now());
    if (await isScheduledRunDue({ automationId, at: next.at })) await startScheduledRun(automationId, next);
    last = next.at;
  }
  await continueAsNew<typeof automationScheduleTimer>({ automationId, after: last });
}

/**
 * The run outlives the timer (a new save restarts the timer). Its id is the one a Temporal Schedule gives
 * its runs (prefix and the time to the second), so the same scheduled time never starts two runs.
 */
async function startScheduledRun(automationId: string, { at, userId }: ScheduledRunTime): Promise<void> {
  const input: AutomationRunInput = { runId: null, userId, automationId, version: null, triggerType: 'schedule', triggerData: { schedule: { scheduledAt: at } } };
  try {
    await startChild(AUTOMATION_RUN_WORKFLOW, {
      workflowId: `${scheduledRunWorkflowIdPrefix(automationId)}-${at.replace(/\.\d+Z$/, 'Z')}`,
      args: [input],
      parentClosePolicy: 'ABANDON',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
  } catch (error) {
    if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
  }
}
