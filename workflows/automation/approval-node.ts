import { CancellationScope, condition, isCancellation, uuid4 } from '@temporalio/workflow';
import type { ApprovalDefaultOutcome } from '../../domain/automation/definition';
import { RUN_MESSAGES } from '../../domain/automation/run-messages';
import { bookkeeping } from './activities';
import { nowIso, updateNode, type NodeHandler, type RunContext } from './run-context';

type Outcome = 'approved' | 'rejected';

interface ApprovalOutput {
  outcome: Outcome;
  decidedBy: string;
  decidedAt: string;
}

/**
 * An approval step: a pending entry in the audit queue, then one wait that covers a decision (the
 * `decide` signal naming the entry) and expiry (the step's default outcome). It leaves by
 * `approved` or `rejected`; a rejection is an outcome, not a failure.
 */
export const runApprovalNode: NodeHandler<'approval'> = async (node, run) => {
  const { note, expiresInSeconds, defaultOutcome } = node.parameters;
  const auditId = uuid4();
  const since = nowIso();
  const expiresAt = new Date(Date.parse(since) + expiresInSeconds * 1000).toISOString();
  const { userId } = run.input;
  // Written even if the run is cancelled meanwhile, so the withdrawal below always finds the entry.
  await CancellationScope.nonCancellable(() =>
    bookkeeping.requestAutomationApproval({
      auditId,
      userId,
      runId: run.runId,
      nodeId: node.id,
      nodeName: node.name,
      automationName: run.automationName,
      note,
      expiresAt,
      workflowId: run.workflowId,
      triggerData: run.data.trigger,
    }),
  );
  updateNode(run, node.id, { status: 'waiting_for_approval', approval: { auditId, askedOf: run.ownerName, since, expiresAt } });

  try {
    const decidedInTime = await condition(() => run.decisions.has(auditId), expiresInSeconds * 1000);
    const output = decidedInTime ? signalled(run, auditId) : await settleAtExpiry(run, auditId, defaultOutcome);
    return { handle: output.outcome, output };
  } catch (error) {
    if (isCancellation(error)) await CancellationScope.nonCancellable(() => bookkeeping.withdrawAuditEntry({ auditId, actionId: null, userId }));
    throw error;
  }
};

function signalled(run: RunContext, auditId: string): ApprovalOutput {
  const decision = run.decisions.get(auditId)!;
  return { outcome: decision.decision === 'approve' ? 'approved' : 'rejected', decidedBy: deciderName(run, decision.decidedBy), decidedAt: nowIso() };
}

/** Nobody decided in time, unless a decision won the race with the expiry: then that decision counts. */
async function settleAtExpiry(run: RunContext, auditId: string, defaultOutcome: ApprovalDefaultOutcome): Promise<ApprovalOutput> {
  const settled = await bookkeeping.expireAutomationApproval({ auditId, userId: run.input.userId });
  if ((settled.status === 'approved' || settled.status === 'rejected') && settled.decidedBy) {
    return { outcome: settled.status, decidedBy: deciderName(run, settled.decidedBy), decidedAt: settled.decidedAt ?? nowIso() };
  }
  return { outcome: defaultOutcome === 'approve' ? 'approved' : 'rejected', decidedBy: RUN_MESSAGES.decidedByDefault(defaultOutcome), decidedAt: nowIso() };
}

/** Only the owner can decide their runs' steps, so the decider is shown by the owner's name. */
function deciderName(run: RunContext, userId: string): string {
  return userId === run.input.userId ? run.ownerName : userId;
}
