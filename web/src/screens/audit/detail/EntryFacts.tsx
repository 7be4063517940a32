import { TechnicalDetails } from '../../automation/TechnicalDetails';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Descriptions, Flex, Tooltip, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { automationApprovalOf, mailSummaryOf, sourceMailOf, type AuditEntry } from '../../../api/auditTypes';
import { useCurrentUser } from '../../../auth/sessionContext';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { messageRoute } from '../../email/mailRoutes';
import { ApprovalRunLink } from './AutomationApprovalView';
import { EntryResult } from './EntryResult';

function When({ iso, prefix = '' }: { iso: string; prefix?: string }) {
  return (
    <Tooltip title={formatTimestamp(iso)}>
      <span>
        {prefix}
        {formatRelative(iso)}
      </span>
    </Tooltip>
  );
}

function Source({ entry }: { entry: AuditEntry }) {
  const approval = automationApprovalOf(entry);
  if (approval) return <ApprovalRunLink approval={approval} />;
  const mail = sourceMailOf(entry);
  if (mail) {
    const subject = mailSummaryOf(entry)?.subject;
    return (
      <Link to={messageRoute(mail.accountId, 'INBOX', mail.messageId)} data-testid="audit-source-link">
        <MailOutlined /> {subject ? `“${subject}”` : 'Open the e-mail'}
      </Link>
    );
  }
  if (entry.sourceType) return <span>{`${entry.sourceType} ${entry.sourceId ?? ''}`.trim()}</span>;
  return <Typography.Text type="secondary">—</Typography.Text>;
}

/** Why the agent proposed it, when it expires, who decided, what came of it, and the durable run. */
export function EntryFacts({ entry }: { entry: AuditEntry }) {
  const me = useCurrentUser();
  const { reason, confidence, error } = entry.details;
  let decision: ReactNode;
  if (entry.decidedAt) {
    decision = <When iso={entry.decidedAt} prefix={`${entry.decidedBy === me.id ? 'By you' : 'By another user'}, `} />;
  } else if (entry.status === 'pending') {
    decision = <Typography.Text type="secondary">Waiting for you</Typography.Text>;
  } else if (entry.status === 'expired') {
    decision = 'Nobody decided in time';
  } else {
    decision = 'Needed no approval';
  }

  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        styles={{ label: { width: 110 } }}
        data-testid="audit-facts"
        items={[
          { key: 'reason', label: 'Why', children: reason || <Typography.Text type="secondary">No reason given</Typography.Text> },
          { key: 'source', label: 'Source', children: <Source entry={entry} /> },
          { key: 'confidence', label: 'Confidence', children: typeof confidence === 'number' ? `${Math.round(confidence * 100)} %` : '—' },
          { key: 'proposed', label: 'Proposed', children: <When iso={entry.timestamp} /> },
          ...(entry.status === 'pending' && entry.expiresAt
            ? [{ key: 'expires', label: 'Expires', children: <span data-testid="audit-expires"><When iso={entry.expiresAt} prefix="" /></span> }]
            : []),
          { key: 'decided', label: 'Decision', children: <span data-testid="audit-decided-by">{decision}</span> },
          { key: 'result', label: 'Outcome', children: <EntryResult entry={entry} /> },
        ]}
      />
      {error ? <Alert type="error" showIcon title="The action failed" description={error} data-testid="audit-error" /> : null}
      <TechnicalDetails workflowUrl={entry.workflowUrl} linkTestId="audit-temporal-link" testId="audit-technical" />
    </Flex>
  );
}
