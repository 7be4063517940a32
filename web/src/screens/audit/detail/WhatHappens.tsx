import { Flex, Typography } from 'antd';
import { automationApprovalOf, eventChangeOf, eventConfirmationOf, mailSummaryOf, replyPreviewOf, type AuditEntry } from '../../../api/auditTypes';
import { formatFullDate, senderName } from '../../email/format';
import type { DecisionView } from '../state/useDecision';
import { AutomationApprovalView } from './AutomationApprovalView';
import { EventChange } from './EventChange';
import { EventConfirmationView } from './EventConfirmationView';
import { ReplyPreview } from './ReplyPreview';
import { ValueList } from './ValueList';

/** Concretely what the action does: the e-mail it sends, the event it moves, or its parameters. */
export function WhatHappens({ entry, decision }: { entry: AuditEntry; decision: DecisionView }) {
  const approval = automationApprovalOf(entry);
  if (approval) return <AutomationApprovalView entry={entry} approval={approval} />;
  const confirmation = eventConfirmationOf(entry);
  if (confirmation) return <EventConfirmationView entry={entry} confirmation={confirmation} decision={decision} />;
  const reply = replyPreviewOf(entry);
  if (reply) return <ReplyPreview entry={entry} preview={reply} decision={decision} />;
  const change = eventChangeOf(entry);
  if (change) return <EventChange change={change} />;
  const mail = mailSummaryOf(entry);
  return (
    <Flex vertical gap={10}>
      {mail ? (
        <div data-testid="audit-mail-summary">
          <Typography.Text strong>The e-mail it acts on</Typography.Text>
          <Typography.Paragraph style={{ margin: '4px 0 0' }}>
            {mail.subject || '(no subject)'} · {senderName(mail.from)} · {formatFullDate(mail.date)}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {mail.snippet}
          </Typography.Paragraph>
        </div>
      ) : null}
      <Typography.Text strong>{entry.details.preview === undefined && entry.status === 'pending' ? 'Parameters (preparing the preview…)' : 'Parameters'}</Typography.Text>
      <ValueList values={entry.details.params} testId="audit-params" />
    </Flex>
  );
}
