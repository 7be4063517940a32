import { ActivityFailure, ApplicationFailure, CancellationScope, condition, defineQuery, defineSignal, isCancellation, patched, proxyActivities, proxyLocalActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../activities/index';
import type { AgentActionOutcome, AgentActionRequest, AgentActionRetry, AgentActionState, ApprovalDecision } from '../domain/agents/action-request';
import { AGENT_ACTION_RETRY } from '../domain/agents/approval-policy';

export const decideSignal = defineSignal<[ApprovalDecision]>('decide');
export const stateQuery = defineQuery<{ state: AgentActionState; decidedBy: string | null }>('state');

const bookkeeping = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

/** Short database writes, run inside the workflow task: no round trip through the Temporal server. */
const localBookkeeping = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 5, initialInterval: '1 second', backoffCoefficient: 2 },
});

/**
 * Since this patch an action that only writes to our database (tasks, calendar events) and the final
 * bookkeeping run as local activities, so approve → completed costs about one signal round trip. Actions that
 * call mail providers or a model stay ordinary activities: they may take long and belong on any worker.
 */
const LOCAL_DATABASE_ACTIONS = 'local-database-actions';

// Agent retry with backoff (seed 001 §9): 3 attempts, 1000 ms doubling, unless the request brings its own.
const AGENT_RETRY: AgentActionRetry = {
  maximumAttempts: AGENT_ACTION_RETRY.maximumAttempts,
  initialIntervalSeconds: AGENT_ACTION_RETRY.initialIntervalMs / 1000,
  backoffCoefficient: AGENT_ACTION_RETRY.backoffCoefficient,
};

function actionRunner(retry: AgentActionRetry, local: boolean) {
  const options = {
    startToCloseTimeout: '2 minutes',
    retry: { maximumAttempts: retry.maximumAttempts, initialInterval: retry.initialIntervalSeconds * 1000, backoffCoefficient: retry.backoffCoefficient },
  } as const;
  return (local ? proxyLocalActivities<Activities>(options) : proxyActivities<Activities>(options)).runAgentAction;
}

const writesOnlyOurDatabase = (type: string) => type.startsWith('task.') || type.startsWith('calendar.');

/** How long to wait for a decision the database already recorded but whose signal is still on its way. */
const LATE_SIGNAL_WAIT = '1 minute';

/**
 * One agent action: capability gate, then either straight to running or a wait for a person's
 * decision (approve, reject, or expiry), then the action itself with retries. The audit entry in
 * Postgres follows every step; the first decision is the only one that counts. When cancelled (with
 * the automation run that started it), it withdraws its entry, so the audit queue offers no decision
 * that nothing waits for any more.
 */
export async function agentAction(request: AgentActionRequest): Promise<AgentActionOutcome> {
  let state: AgentActionState = 'proposed';
  let decision: ApprovalDecision | undefined;
  setHandler(decideSignal, (incoming) => {
    decision ??= incoming;
  });
  setHandler(stateQuery, () => ({ state, decidedBy: decision?.decidedBy ?? null }));

  const finish = (final: AgentActionOutcome['state'], result: unknown, error: string | null): AgentActionOutcome => {
    state = final;
    return { state: final, result, error };
  };

  try {
    const proposal = await bookkeeping.recordProposal(request);
    if (proposal.refused) return finish('refused', null, proposal.refused);

    let params = request.params;
    if (proposal.needsApproval) {
      state = 'waiting_for_approval';
      const decidedInTime = await condition(() => decision !== undefined, request.expiresInSeconds * 1000);
      if (!decidedInTime) {
        const settled = await bookkeeping.expireProposal({ auditId: request.auditId, userId: request.userId });
        if (settled === 'expired' || !(await condition(() => decision !== undefined, LATE_SIGNAL_WAIT))) return finish('expired', null, null);
      }
      if (decision!.decision === 'reject') return finish('rejected', null, null);
      params = decision!.params ?? params;
    }

    state = 'running';
    const local = patched(LOCAL_DATABASE_ACTIONS);
    const store = local ? localBookkeeping : bookkeeping;
    let result: unknown;
    try {
      result = await actionRunner(request.retry ?? AGENT_RETRY, local && writesOnlyOurDatabase(request.type))({ actionId: request.actionId, userId: request.userId, type: request.type, params });
      const eventId = (result as { eventId?: unknown } | null)?.eventId;
      if (request.type.startsWith('calendar.') && typeof eventId === 'string') {
        await bookkeeping.syncEventToGoogle({ userId: request.userId, eventId, sourcePath: null });
      }
    } catch (error) {
      if (isCancellation(error)) throw error;
      const message = failureMessage(error);
      await store.finishAgentAction({ actionId: request.actionId, auditId: request.auditId, userId: request.userId, result: null, error: message });
      return finish('failed', null, message);
    }
    await store.finishAgentAction({ actionId: request.actionId, auditId: request.auditId, userId: request.userId, result, error: null });
    return finish('completed', result, null);
  } catch (error) {
    if (isCancellation(error)) {
      await CancellationScope.nonCancellable(() => bookkeeping.withdrawAuditEntry({ auditId: request.auditId, actionId: request.actionId, userId: request.userId }));
    }
    throw error;
  }
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return String(cause);
}
