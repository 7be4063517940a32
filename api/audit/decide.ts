import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AGENT_MESSAGES } from '../../domain/agents/action-types';
import type { ApprovalDecision } from '../../domain/agents/action-request';
import { HttpError, notFound } from '../http-error';
import type { TemporalHandle } from '../temporal/client';

export type DecisionKind = ApprovalDecision['decision'];

/**
 * Records one person's decision on a pending entry, then tells the waiting workflow. The database
 * update only succeeds from `pending` and before expiry, so of two simultaneous decisions exactly
 * one wins; the other gets 409.
 */
export async function decideAuditEntry(
  db: Kysely<Database>,
  temporal: TemporalHandle,
  input: { userId: string; auditId: string; decision: DecisionKind; params?: Record<string, unknown> },
): Promise<{ auditId: string; status: 'approved' | 'rejected' }> {
  const now = new Date();
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const entry = await db.transaction().execute(async (trx) => {
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
    return current;
  });
  const signal: ApprovalDecision = { auditId: entry.id, decision: input.decision, decidedBy: input.userId, ...(input.params ? { params: input.params } : {}) };
  await temporal.client.workflow.getHandle(entry.workflow_id).signal('decide', signal);
  return { auditId: entry.id, status };
}
