import { ActivityFailure, ApplicationFailure, condition, defineQuery, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { AgentActionOutcome, AgentActionRequest, AgentActionState, ApprovalDecision } from '../domain/agents/action-request';

export const decideSignal = defineSignal<[ApprovalDecision]>('decide');
export const stateQuery = defineQuery<{ state: AgentActionState; decidedBy: string | null }>('state');

const bookkeeping = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});
// Agent retry with backoff (seed 001 §9): 3 attempts, 1000 ms doubling.
const { runAgentAction } = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 3, initialInterval: '1 second', backoffCoefficient: 2 },
});

/** How long to wait for a decision the database already recorded but whose signal is still on its way. */
const LATE_SIGNAL_WAIT = '1 minute';

/**
 * One agent action: capability gate, then either straight to running or a wait for a person's
 * decision (approve, reject, or expiry), then the action itself with retries. The audit entry in
 * Postgres follows every step; the first decision is the only one that counts.
 */
export async function agentAction(request: AgentActionRequest): Promise<AgentActionOutcome> {
  let state: AgentActionState = 'proposed';
  let decision: ApprovalDecision | undefined;
  setHandler(decideSignal, (incoming) => {
    decision ??= incoming;
  });
  setHandler(stateQuery, () => ({ state, decidedBy: decision?.decidedBy ?? null }));

  const proposal = await bookkeeping.recordProposal(request);
  if (proposal.refused) {
    state = 'refused';
    return { state, result: null, error: proposal.refused };
  }

  let params = request.params;
  if (proposal.needsApproval) {
    state = 'waiting_for_approval';
    const decidedInTime = await condition(() => decision !== undefined, request.expiresInSeconds * 1000);
    if (!decidedInTime) {
      const settled = await bookkeeping.expireProposal({ auditId: request.auditId, userId: request.userId });
      if (settled === 'expired' || !(await condition(() => decision !== undefined, LATE_SIGNAL_WAIT))) {
        state = 'expired';
        return { state, result: null, error: null };
      }
    }
    if (decision!.decision === 'reject') {
      state = 'rejected';
      return { state, result: null, error: null };
    }
    params = decision!.params ?? params;
  }

  state = 'running';
  try {
    const result = await runAgentAction({ actionId: request.actionId, userId: request.userId, type: request.type, params });
    const eventId = (result as { eventId?: unknown } | null)?.eventId;
    if (request.type.startsWith('calendar.') && typeof eventId === 'string') {
      await bookkeeping.syncEventToGoogle({ userId: request.userId, eventId, sourcePath: null });
    }
    await bookkeeping.finishAgentAction({ actionId: request.actionId, auditId: request.auditId, userId: request.userId, result, error: null });
    state = 'completed';
    return { state, result, error: null };
  } catch (error) {
    const message = failureMessage(error);
    await bookkeeping.finishAgentAction({ actionId: request.actionId, auditId: request.auditId, userId: request.userId, result: null, error: message });
    state = 'failed';
    return { state, result: null, error: message };
  }
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return String(cause);
}
