import { AGENT_MESSAGES } from '../../domain/agents/action-types';
import type { ApprovalDecision } from '../../domain/agents/action-request';
import { HttpError, notFound } from '../http-error';
import type { Outbox } from '../outbox/outbox';

export type DecisionKind = ApprovalDecision['decision'];

/**
 * Records one person's decision on a pending entry and tells the waiting workflow, as one commit. The database
 * update only succeeds from `pending` and before expiry, so of two simultaneous decisions exactly
 * one wins; the other gets 409.
 */
export async function decideAuditEntry(
  outbox: Outbox,
  input: { userId: string; auditId: string; decision: DecisionKind; params?: Record<string, unknown> },
): Promise<{ auditId: string; status: 'approved' | 'rejected' }> {
  const now = new Date();
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  return outbox.transaction(async (trx, intents) => {
    const current = await trx.selectFrom('audit_entries').selectAll().where('id', '=', input.auditId).where('user_id', '=', input.userId).forUpdate().executeTakeFirst();
    if (!current) throw notFound('Audit entry not found');
    if (current.status !== 'pending') throw new HttpError(409, 'already_decided', `${AGENT_MESSAGES.alreadyDecided} It is ${current.status}.`);
    if (current.expires_at && current.expires_at <= now) throw new HttpError(409, 'expired', AGENT_MESSAGES.expired);
    const details = input.decision === 'approve' && input.params ? { ...current.details, editedParams: input.params } : current.details;
    await trx
      .updateTable('audit_entries')
      .set({ status, decided_by: input.userId, decided_at: now, details: JSON.stringify(details), updated_at: now })
      .where('id', '=', current.id)
      .where('status', '=', 'pending')
      .execute();
    // An automation's approval step has no agent action.
    if (status === 'rejected' && current.action_id !== null) {
      await trx.updateTable('agent_actions').set({ status: 'failed', error: 'Rejected', completed_at: now }).where('id', '=', current.action_id).execute();
    }
    // The waiting workflow hears of it once this commits, and still does if the process dies first.
    const signal: ApprovalDecision = { auditId: current.id, decision: input.decision, decidedBy: input.userId, ...(input.params ? { params: input.params } : {}) };
    await intents.signal(current.workflow_id, 'decide', [signal]);
    return { auditId: current.id, status };
  });
}
