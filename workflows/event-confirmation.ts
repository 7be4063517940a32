import { condition, proxyActivities, setHandler, uuid4, workflowInfo } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { AnalysisTarget } from '../activities/analysis/types';
import type { AnalysisDisagreement } from '../domain/analysis/confirmation';
import { applyConfirmedFields } from '../domain/analysis/confirmed-meeting';
import type { MeetingDetails } from '../domain/analysis/types';
import type { ApprovalDecision } from '../domain/agents/action-request';
import { decideSignal } from './agent-action';

const bookkeeping = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

export interface EventConfirmationInput {
  target: AnalysisTarget;
  meeting: MeetingDetails;
  reasons: string[];
  disagreements: AnalysisDisagreement[];
  existingEventId: string | null;
  source: { subject: string; from: string };
}

export interface EventConfirmationOutcome {
  auditId: string;
  /** The event as the person confirmed (and perhaps corrected) it; null when they turned it down. */
  meeting: MeetingDetails | null;
}

/**
 * Puts an uncertain analysed event in the audit queue and waits, as long as it takes, for a person to confirm,
 * correct or turn it down: a hearing on the wrong day is worse than one a person places a day late.
 */
export async function confirmEventWithPerson(input: EventConfirmationInput): Promise<EventConfirmationOutcome> {
  let decision: ApprovalDecision | undefined;
  setHandler(decideSignal, (incoming) => {
    decision ??= incoming;
  });
  const auditId = uuid4();
  await bookkeeping.requestEventConfirmation({ auditId, workflowId: workflowInfo().workflowId, ...input });
  await condition(() => decision !== undefined);
  if (decision!.decision === 'reject') return { auditId, meeting: null };
  return { auditId, meeting: applyConfirmedFields(input.meeting, decision!.params) };
}
