import { getExternalWorkflowHandle, ParentClosePolicy, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import { CALENDAR_CHANGED_SIGNAL, TIME_BLOCK_PLANNING_WORKFLOW, timeBlockPlanWorkflowId, type TimeBlockPlanningInput } from '../domain/planning/plan';

const { requestReplanAfterCalendarChange } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

/**
 * A workflow put an event on the user's calendar or moved it: when an accepted focus-time plan is
 * affected, its replan is computed (a child left to run on its own) or, already computing, told to
 * compute again. Never fails the calling workflow: planning is a courtesy, the event is what matters.
 */
export async function replanAfterCalendarChange(userId: string): Promise<void> {
  try {
    const decision = await requestReplanAfterCalendarChange({ userId });
    if (!decision) return;
    const workflowId = timeBlockPlanWorkflowId(decision.planId);
    if (decision.action === 'signal') {
      await getExternalWorkflowHandle(workflowId).signal(CALENDAR_CHANGED_SIGNAL);
      return;
    }
    const input: TimeBlockPlanningInput = { planId: decision.planId, userId, reason: 'calendar-change' };
    await startChild(TIME_BLOCK_PLANNING_WORKFLOW, {
      workflowId,
      args: [input],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    });
  } catch {
    // Already started, already ended, or the store was away: the next change or a plan by hand catches up.
  }
}
