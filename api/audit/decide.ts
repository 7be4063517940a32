import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_MESSAGES } from '../../domain/agents/action-types';
import type { ApprovalDecision } from '../../domain/agents/action-request';
import { HttpError, notFound } from '../http-error';
import type { Outbox } from '../outbox/outbox';
import { recordBehaviourInSavepoint } from '../learning/record-in-transaction';

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
  const edited = input.decision === 'approve' && input.params ? JSON.stringify({ editedParams: input.params }) : null;
  return outbox.transaction(async (trx, intents) => {
    // One statement decides: only a pending entry that has not expired can change.
    const decided = await trx
      .updateTable('audit_entries')
      .set({ status, decided_by: input.userId, decided_at: now, details: edited ? sql<string>`details || ${edited}::jsonb` : sql<string>`details`, updated_at: now })
      .where('id', '=', input.auditId)
      .where('user_id', '=', input.userId)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .returning(['id', 'action_id', 'workflow_id', 'agent_id', 'action_type'])
      .executeTakeFirst();
    if (!decided) throw await whyUndecidable(trx, input);
    // For learning: how the person decides on agents' proposals (edited = approved with changed parameters).
    const agent = decided.agent_id ? await trx.selectFrom('agents').select('type').where('id', '=', decided.agent_id).executeTakeFirst() : undefined;
    await recordBehaviourInSavepoint(trx, input.userId, {
      type: input.decision === 'reject' ? 'audit.reject' : input.params ? 'audit.edit' : 'audit.approve',
      context: { actionType: decided.action_type, agentType: agent?.type ?? null },
      metadata: { auditId: decided.id },
    });
    // An automation's approval step has no agent action.
    if (status === 'rejected' && decided.action_id !== null) {
      await trx.updateTable('agent_actions').set({ status: 'failed', error: 'Rejected', completed_at: now }).where('id', '=', decided.action_id).execute();
    }
    // The waiting workflow hears of it once this commits, and still does if the process dies first.
    const signal: ApprovalDecision = { auditId: decided.id, decision: input.decision, decidedBy: input.userId, ...(input.params ? { params: input.params } : {}) };
    await intents.signal(decided.workflow_id, 'decide', [signal]);
    return { auditId: decided.id, status };
  });
}

async function whyUndecidable(trx: Transaction<Database>, input: { userId: string; auditId: string }): Promise<HttpError> {
  const current = await trx.selectFrom('audit_entries').select(['status', 'expires_at']).where('id', '=', input.auditId).where('user_id', '=', input.userId).executeTakeFirst();
  if (!current) return notFound('Audit entry not found');
  if (current.status !== 'pending') return new HttpError(409, 'already_decided', `${AGENT_MESSAGES.alreadyDecided} It is ${current.status}.`);
  return new HttpError(409, 'expired', AGENT_MESSAGES.expired);
}
