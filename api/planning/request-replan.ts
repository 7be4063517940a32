import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { decideReplan, type TouchedSpan } from '../../activities/planning/replan-store';
import { CALENDAR_CHANGED_SIGNAL, TIME_BLOCK_PLANNING_WORKFLOW, timeBlockPlanWorkflowId, type TimeBlockPlanningInput } from '../../domain/planning/plan';
import type { WorkflowIntents } from '../outbox/intents';

/**
 * Call inside the transaction that adds, moves or deletes a calendar event (by hand or otherwise):
 * when the user has an accepted focus-time plan whose range is not over, a new plan replacing it is
 * computed and proposed, with what moved. Coalesced (a replan already computing or proposed is reused),
 * so a burst of changes never floods. `touched` (optional): the event's old and new times; a change
 * outside what is left of the plan's range then does nothing. Returns the plan's id, or null.
 */
export async function requestReplan(trx: Transaction<Database>, intents: WorkflowIntents, userId: string, touched?: readonly TouchedSpan[]): Promise<string | null> {
  const decision = await decideReplan(trx, userId, touched);
  if (!decision) return null;
  const workflowId = timeBlockPlanWorkflowId(decision.planId);
  if (decision.action === 'signal') {
    await intents.signal(workflowId, CALENDAR_CHANGED_SIGNAL, []);
  } else {
    const input: TimeBlockPlanningInput = { planId: decision.planId, userId, reason: 'calendar-change' };
    // A proposed replan computed again keeps its id: its earlier run has ended.
    await intents.start(TIME_BLOCK_PLANNING_WORKFLOW, workflowId, [input], { workflowIdReusePolicy: 'ALLOW_DUPLICATE' });
  }
  return decision.planId;
}
