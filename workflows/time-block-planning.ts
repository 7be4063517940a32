import { ActivityFailure, ApplicationFailure, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import { CALENDAR_CHANGED_SIGNAL, type TimeBlockPlanningInput } from '../domain/planning/plan';
import { NO_VALID_TASK } from '../domain/planning/rules';

const retry = { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 } as const;
const activities = proxyActivities<Activities>({ startToCloseTimeout: '1 minute', retry });

/** The calendar changed while the plan was computing: compute it again before storing it. */
export const calendarChanged = defineSignal(CALENDAR_CHANGED_SIGNAL);

export interface TimeBlockPlanningOutcome {
  /** 'unchanged': a replan after a calendar change in which nothing moved; it is not kept. */
  status: 'proposed' | 'unchanged' | 'failed' | 'gone';
  blocks: number;
  atRisk: number;
  error: string | null;
}

/** Changes arriving faster than this many rounds are caught by the last round's fresh read. */
const MAX_ROUNDS = 5;

/**
 * Computes one time-block plan (workflow id `time-block-plan:{planId}`): reads the user's open tasks,
 * events and zone, runs the planner, and stores the proposal (or the failure) on the plan's row.
 */
export async function timeBlockPlanning(input: TimeBlockPlanningInput): Promise<TimeBlockPlanningOutcome> {
  const calendar = { changed: false };
  setHandler(calendarChanged, () => {
    calendar.changed = true;
  });
  try {
    for (let round = 1; ; round++) {
      calendar.changed = false;
      const loaded = await activities.loadPlanningInput(input);
      if (!loaded) return { status: 'gone', blocks: 0, atRisk: 0, error: null };
      const plan = await activities.computeTimeBlockPlan(loaded);
      if (calendar.changed && round < MAX_ROUNDS) continue;
      if (plan.validTasks === 0) {
        await activities.storePlanFailure({ ...input, error: NO_VALID_TASK });
        return { status: 'failed', blocks: 0, atRisk: 0, error: NO_VALID_TASK };
      }
      const status = await activities.storePlanProposal({ ...input, plan });
      return { status, blocks: plan.blocks.length, atRisk: plan.atRisk.length, error: null };
    }
  } catch (error) {
    const reason = failureMessage(error);
    await activities.storePlanFailure({ ...input, error: reason });
    return { status: 'failed', blocks: 0, atRisk: 0, error: reason };
  }
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return String(cause);
}
