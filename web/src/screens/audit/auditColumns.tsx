import { Flex, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BranchesOutlined } from '@ant-design/icons';
import { automationApprovalOf, type AuditEntry } from '../../api/auditTypes';
import { formatRelative, formatTimestamp } from '../../components/relativeTime';
import { agentTypeIcon } from '../agents/agentVisuals';
import { DecisionButtons } from './DecisionButtons';
import { EntryStatus } from './EntryStatus';
import { entryActionLabel, entrySummary } from './entrySummary';
import type { DecisionRef } from './state/decisionActors';

function Relative({ iso, prefix = '' }: { iso: string; prefix?: string }) {
  return (
    <Tooltip title={formatTimestamp(iso)}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {prefix}
        {formatRelative(iso)}
      </span>
    </Tooltip>
  );
}

function Deadline({ entry, now }: { entry: AuditEntry; now: number }) {
  if (entry.status === 'pending' && entry.expiresAt) {
    const over = Date.parse(entry.expiresAt) <= now;
    return over ? <Typography.Text type="danger">Expiring</Typography.Text> : <Relative iso={entry.expiresAt} prefix="expires " />;
  }
  if (entry.decidedAt) return <Relative iso={entry.decidedAt} prefix={`${entry.status === 'rejected' ? 'rejected' : 'approved'} `} />;
  return <Typography.Text type="secondary">{entry.status === 'expired' ? 'expired' : 'no approval needed'}</Typography.Text>;
}

/** The queue's columns: status, what, which agent, when proposed, the deadline or decision, and the decision buttons. */
export function auditColumns(decisions: Record<string, DecisionRef>, now: number): ColumnsType<AuditEntry> {
  return [
    {
      key: 'status',
      title: 'Status',
      width: 120,
      render: (_, entry) => <EntryStatus entry={entry} decision={decisions[entry.id]} />,
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, entry) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{entryActionLabel(entry)}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: true }} style={{ display: 'block' }} data-testid="audit-summary">
            {entrySummary(entry)}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'agent',
      title: 'Agent or automation',
      width: 170,
      // The sidebar takes 16rem: below xl the action itself needs the room.
      responsive: ['xl'],
      render: (_, entry) => {
        const approval = automationApprovalOf(entry);
        return (
          <Flex gap={6} align="center" style={{ minWidth: 0 }}>
            {approval ? <BranchesOutlined /> : agentTypeIcon(entry.details.agentType)}
            <Typography.Text ellipsis={{ tooltip: true }}>{approval ? (approval.automationName ?? 'Automation') : (entry.details.agentName ?? (entry.details.agentType === 'analysis' ? 'E-mail analysis' : 'Deleted agent'))}</Typography.Text>
          </Flex>
        );
      },
    },
    { key: 'proposed', title: 'Proposed', width: 100, responsive: ['xl'], render: (_, entry) => <Relative iso={entry.timestamp} /> },
    { key: 'deadline', title: 'Decision', width: 160, responsive: ['lg'], render: (_, entry) => <Deadline entry={entry} now={now} /> },
    {
      key: 'decide',
      title: '',
      width: 200,
      align: 'right',
      render: (_, entry) => <DecisionButtons entry={entry} decision={decisions[entry.id]} />,
    },
  ];
}
