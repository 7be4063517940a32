import { requiresApproval } from '../../domain/agents/approval-policy';
import { ACTION_TYPES, actionRequestProblem, AGENT_MESSAGES, type ActionType } from '../../domain/agents/action-types';
import { agentActionWorkflowId, type AgentActionRequest } from '../../domain/agents/action-request';
import type { MailDeps } from '../mail/mail-deps';
import { buildPreview } from './preview';

/** Writes of an action and its audit entry; each is idempotent, so a retried activity changes nothing twice. */
export function createProposalActivities(deps: MailDeps) {
  const { db } = deps;

  return {
    /**
     * The capability gate, then the action and its audit entry: pending when a person must decide,
     * auto_approved otherwise. A proposal already recorded (by the API) is left as it is.
     */
    async recordProposal(request: AgentActionRequest): Promise<{ refused: string | null; needsApproval: boolean }> {
      const agent = await db.selectFrom('agents').selectAll().where('id', '=', request.agentId).where('user_id', '=', request.userId).executeTakeFirst();
      const refusal = !agent ? AGENT_MESSAGES.agentNotFound : agent.status === 'inactive' ? AGENT_MESSAGES.agentInactive : actionRequestProblem(request.type, agent.capabilities);
      const existing = await db.selectFrom('audit_entries').select('status').where('id', '=', request.auditId).executeTakeFirst();
      if (existing) return { refused: null, needsApproval: existing.status === 'pending' || existing.status === 'approved' || existing.status === 'rejected' || existing.status === 'expired' };

      const needsApproval = !refusal && agent ? requiresApproval(request.type as ActionType, agent.autonomy_level, request.requireApproval) : false;
      const preview = refusal ? null : await buildPreview(deps, request.userId, request.type as ActionType, request.params).catch((error: unknown) => ({ unavailable: String(error) }));
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('agent_actions')
          .values({
            id: request.actionId,
            user_id: request.userId,
            agent_id: request.agentId,
            type: request.type,
            input: JSON.stringify(request.params),
            status: refusal ? 'failed' : 'pending',
            error: refusal,
            workflow_id: agentActionWorkflowId(request.actionId),
            ...(refusal ? { completed_at: now } : {}),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        await trx
          .insertInto('audit_entries')
          .values({
            id: request.auditId,
            user_id: request.userId,
            agent_id: agent ? request.agentId : null,
            action_id: request.actionId,
            action_type: request.type,
            status: refusal ? 'failed' : needsApproval ? 'pending' : 'auto_approved',
            description: describe(request.type, agent?.name ?? 'Unknown agent'),
            source_type: request.source?.type ?? null,
            source_id: request.source?.id ?? null,
            details: JSON.stringify({
              params: request.params,
              agentType: agent?.type ?? 'unknown',
              agentName: agent?.name,
              preview,
              ...(request.reason ? { reason: request.reason } : {}),
              confidence: request.confidence,
              ...(refusal ? { error: refusal } : {}),
            }),
            expires_at: needsApproval ? new Date(now.getTime() + request.expiresInSeconds * 1000) : null,
            workflow_id: agentActionWorkflowId(request.actionId),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      });
      return { refused: refusal, needsApproval };
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

    async finishAgentAction(input: { actionId: string; auditId: string; userId: string; result: unknown; error: string | null }): Promise<void> {
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('agent_actions')
          .set({ status: input.error ? 'failed' : 'completed', output: JSON.stringify(input.result ?? null), error: input.error, completed_at: now })
          .where('id', '=', input.actionId)
          .where('user_id', '=', input.userId)
          .execute();
        const entry = await trx.selectFrom('audit_entries').select('details').where('id', '=', input.auditId).executeTakeFirstOrThrow();
        await trx
          .updateTable('audit_entries')
          .set({
            status: input.error ? 'failed' : 'completed',
            details: JSON.stringify({ ...entry.details, ...(input.error ? { error: input.error } : { result: input.result }) }),
            updated_at: now,
          })
          .where('id', '=', input.auditId)
          .execute();
      });
    },
  };
}

function describe(type: string, agentName: string): string {
  const label = type in ACTION_TYPES ? ACTION_TYPES[type as ActionType].label : type;
  return `${agentName}: ${label}`;
}
