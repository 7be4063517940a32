import { sql } from 'kysely';
import { AGENT_MESSAGES } from '../../domain/agents/action-types';
import type { AgentActionRequest } from '../../domain/agents/action-request';
import type { MailDeps } from '../mail/mail-deps';
import { prepareProposal, writeProposal } from './proposal-record';

/** Writes of an action and its audit entry; each is idempotent, so a retried activity changes nothing twice. */
export function createProposalActivities(deps: MailDeps) {
  const { db } = deps;

  return {
    /**
     * The capability gate, then the action and its audit entry: pending when a person must decide,
     * auto_approved otherwise. A proposal already recorded (by the API) is left as it is.
     */
    async recordProposal(request: AgentActionRequest): Promise<{ refused: string | null; needsApproval: boolean }> {
      const existing = await db.selectFrom('audit_entries').select('status').where('id', '=', request.auditId).executeTakeFirst();
      if (existing) return { refused: null, needsApproval: existing.status === 'pending' || existing.status === 'approved' || existing.status === 'rejected' || existing.status === 'expired' };
      const prepared = await prepareProposal(deps, request);
      await db.transaction().execute((trx) => writeProposal(trx, request, prepared));
      return { refused: prepared.refusal, needsApproval: prepared.needsApproval };
    },

    /** At expiry: pending → expired. Returns the status the entry ends with (a decision may have won the race). */
    async expireProposal({ auditId, userId }: { auditId: string; userId: string }): Promise<string> {
      const expired = await db
        .updateTable('audit_entries')
        .set({ status: 'expired', updated_at: new Date() })
        .where('id', '=', auditId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .returning('action_id')
        .executeTakeFirst();
      if (expired) {
        await db.updateTable('agent_actions').set({ status: 'failed', error: AGENT_MESSAGES.expired, completed_at: new Date() }).where('id', '=', expired.action_id).execute();
        return 'expired';
      }
      const row = await db.selectFrom('audit_entries').select('status').where('id', '=', auditId).executeTakeFirstOrThrow();
      return row.status;
    },

    /** The action's outcome and its audit entry's, in one statement (atomic, one round trip to the database). */
    async finishAgentAction(input: { actionId: string; auditId: string; userId: string; result: unknown; error: string | null }): Promise<void> {
      const now = new Date();
      const status = input.error ? 'failed' : 'completed';
      const outcome = input.error ? { error: input.error } : { result: input.result };
      await db
        .with('finished_action', (cte) =>
          cte
            .updateTable('agent_actions')
            .set({ status, output: JSON.stringify(input.result ?? null), error: input.error, completed_at: now })
            .where('id', '=', input.actionId)
            .where('user_id', '=', input.userId),
        )
        .updateTable('audit_entries')
        .set({ status, details: sql<string>`details || ${JSON.stringify(outcome)}::jsonb`, updated_at: now })
        .where('id', '=', input.auditId)
        .execute();
    },
  };
}

