import type { AuditEntryRow } from '../../db/tables/agents';

export function toAuditEntry(row: AuditEntryRow, workflowUrl: string | null) {
  return {
    id: row.id,
    status: row.status,
    timestamp: row.created_at.toISOString(),
    agentId: row.agent_id,
    actionId: row.action_id,
    actionType: row.action_type,
    description: row.description,
    sourceType: row.source_type,
    sourceId: row.source_id,
    details: row.details,
    expiresAt: row.expires_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at?.toISOString() ?? null,
    workflowId: row.workflow_id,
    workflowUrl,
  };
}
