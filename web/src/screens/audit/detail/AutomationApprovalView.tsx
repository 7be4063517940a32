import { Link } from 'react-router';
import { Flex, Typography } from 'antd';
import { BranchesOutlined } from '@ant-design/icons';
import { mailSummaryOf, type AuditEntry, type AutomationApproval } from '../../../api/auditTypes';
import { runRoute } from '../../automation/automationRoutes';
import { formatFullDate, senderName } from '../../email/format';
import { ValueList } from './ValueList';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The run an approval step belongs to: a link when the entry names the automation as well as the run. */
export function ApprovalRunLink({ approval }: { approval: AutomationApproval }) {
  const name = approval.automationName ?? 'the automation';
  if (approval.automationId && approval.runId) {
    return (
      <Link to={runRoute(approval.automationId, approval.runId)} data-testid="audit-run-link">
        <BranchesOutlined /> Open the run of {name}
      </Link>
    );
  }
  return (
    <span>
      <BranchesOutlined /> A run of {name}
    </span>
  );
}

/** What started the run: the e-mail, or the trigger's data. */
function RunStart({ entry, preview }: { entry: AuditEntry; preview: unknown }) {
  const mail = mailSummaryOf(entry);
  if (mail) {
    return (
      <div data-testid="audit-mail-summary">
        <Typography.Text strong>The e-mail that started the run</Typography.Text>
        <Typography.Paragraph style={{ margin: '4px 0 0' }}>
          {mail.subject || '(no subject)'} · {senderName(mail.from)} · {formatFullDate(mail.date)}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {mail.snippet}
        </Typography.Paragraph>
      </div>
    );
  }
  if (!isRecord(preview)) return null;
  const data = isRecord(preview.trigger) ? preview.trigger : preview;
  return (
    <>
      <Typography.Text strong>What started the run</Typography.Text>
      <ValueList values={data} testId="audit-approval-preview" />
    </>
  );
}

/** An automation run waits at an approval step: what it asks, and what started the run (the run itself is the entry's source). */
export function AutomationApprovalView({ entry, approval }: { entry: AuditEntry; approval: AutomationApproval }) {
  return (
    <Flex vertical gap={10} data-testid="audit-automation-approval">
      <Typography.Text strong>The automation asks</Typography.Text>
      <Typography.Paragraph style={{ margin: 0 }} data-testid="audit-approval-note">
        {approval.note || <Typography.Text type="secondary">No note: approving lets the run go on along its “approved” branch, rejecting along its “rejected” one.</Typography.Text>}
      </Typography.Paragraph>
      <RunStart entry={entry} preview={approval.preview} />
    </Flex>
  );
}
