import { sql } from 'kysely';
import { RUN_MESSAGES } from '../../../domain/automation/run-messages';
import { triggerPreview } from '../../../domain/automation/trigger-preview';
import type { ActivityDeps } from '../../deps';

export interface ApprovalRequest {
  auditId: string;
  userId: string;
  runId: string;
  nodeId: string;
  nodeName: string;
  automationName: string;
  note: string;
  /** ISO 8601. */
  expiresAt: string;
  /** The run's workflow: the one the audit queue's decision is signalled to. */
  workflowId: string;
  triggerData: Record<string, unknown>;
}

export interface SettledApproval {
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** Approval steps of automation runs in the audit queue, and withdrawing entries nothing waits for any more. */
export function createApprovalStoreActivities({ db }: Pick<ActivityDeps, 'db'>) {
  return {
    /** A pending entry in the audit queue for an approval step; a retried activity writes it once. */
    async requestAutomationApproval(request: ApprovalRequest): Promise<void> {
      const run = await db.selectFrom('automation_runs').select('automation_id').where('id', '=', request.runId).executeTakeFirstOrThrow();
      await db
        .insertInto('audit_entries')
        .values({
          id: request.auditId,
          user_id: request.userId,
          agent_id: null,
          action_id: null,
          action_type: 'automation.approval',
          status: 'pending',
          description: RUN_MESSAGES.approvalDescription(request.nodeName, request.automationName),
          source_type: 'automation_run',
          source_id: request.runId,
          details: JSON.stringify({
            params: {},
            agentType: 'automation',
            // The queue shows `reason` as why it is asked; the note is what the automation's author wrote for that.
            ...(request.note.trim() ? { reason: request.note } : {}),
            note: request.note,
            automationName: request.automationName,
            automationId: run.automation_id,
            runId: request.runId,
            nodeId: request.nodeId,
            preview: triggerPreview(request.triggerData),
          }),
          expires_at: new Date(request.expiresAt),
          workflow_id: request.workflowId,
          automation_run_id: request.runId,
          automation_node_id: request.nodeId,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },

    /**
     * At expiry: pending → expired. A decision may have won the race; then its outcome is returned, so
     * the run follows what the person decided even if its signal is still on the way.
     */
    async expireAutomationApproval({ auditId, userId }: { auditId: string; userId: string }): Promise<SettledApproval> {
      const now = new Date();
      const expired = await db
        .updateTable('audit_entries')
        .set({ status: 'expired', updated_at: now })
        .where('id', '=', auditId)
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (expired) return { status: 'expired', decidedBy: null, decidedAt: null };
      const row = await db.selectFrom('audit_entries').select(['status', 'decided_by', 'decided_at']).where('id', '=', auditId).executeTakeFirstOrThrow();
      return { status: row.status, decidedBy: row.decided_by, decidedAt: row.decided_at?.toISOString() ?? null };
    },

    /** A cancelled wait or action: its entry (and agent action, if any) end failed, unless already decided against or finished. */
    async withdrawAuditEntry({ auditId, actionId, userId }: { auditId: string; actionId: string | null; userId: string }): Promise<void> {
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('audit_entries')
          .set({ status: 'failed', details: sql<string>`details || ${JSON.stringify({ error: RUN_MESSAGES.cancelled })}::jsonb`, updated_at: now })
          .where('id', '=', auditId)
          .where('user_id', '=', userId)
          .where('status', 'in', ['pending', 'approved', 'auto_approved'])
          .execute();
        if (actionId) {
          await trx.updateTable('agent_actions').set({ status: 'failed', error: RUN_MESSAGES.cancelled, completed_at: now }).where('id', '=', actionId).where('status', '=', 'pending').execute();
        }
      });
    },
  };
}
