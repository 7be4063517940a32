import { Tag } from 'antd';
import type { AuditStatus } from '../../../../domain/agents/types';

/** Words and colours of the audit statuses. */
export const AUDIT_STATUS_VISUALS: Readonly<Record<AuditStatus, { label: string; color: string; hint: string }>> = {
  pending: { label: 'Pending', color: 'gold', hint: 'Waits for your decision' },
  approved: { label: 'Approved', color: 'blue', hint: 'Approved; the agent is carrying it out' },
  auto_approved: { label: 'Auto-approved', color: 'cyan', hint: 'Needed no approval; the agent is carrying it out' },
  completed: { label: 'Completed', color: 'green', hint: 'Done' },
  rejected: { label: 'Rejected', color: 'volcano', hint: 'Rejected: nothing was done' },
  failed: { label: 'Failed', color: 'red', hint: 'The agent tried and failed' },
  expired: { label: 'Expired', color: 'default', hint: 'Nobody decided in time: nothing was done' },
};

export function AuditStatusTag({ status }: { status: AuditStatus }) {
  const visual = AUDIT_STATUS_VISUALS[status];
  return (
    <Tag color={visual.color} style={{ marginInlineEnd: 0 }} data-testid="audit-status">
      {visual.label}
    </Tag>
  );
}
