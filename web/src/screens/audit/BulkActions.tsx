import { useState } from 'react';
import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Decision } from '../../api/audit';
import type { AuditEntry } from '../../api/auditTypes';
import { entryActionLabel } from './entrySummary';
import { bulkItemContent } from './state/bulkContent';
import type { DecisionRef } from './state/decisionActors';
import { approvalParams } from './state/decisionMachine';

interface BulkActionsProps {
  count: number;
  busy: boolean;
  /** The selected entries, in the list's order: the confirmation shows each one's content. */
  entries: AuditEntry[];
  decisions: Record<string, DecisionRef>;
  onDecide(decision: Decision): void;
  onClear(): void;
}

const plural = (count: number) => `${count} ${count === 1 ? 'action' : 'actions'}`;

/** One selected action in the confirmation: what it is and concretely what it does (a reply's whole text). */
function BulkItem({ entry, decision, index }: { entry: AuditEntry; decision: DecisionRef | undefined; index: number }) {
  const draft = decision ? approvalParams(decision.getSnapshot().context) : undefined;
  const content = bulkItemContent(entry, draft);
  const headingId = `audit-bulk-item-${entry.id}`;
  return (
    <li className="audit-bulk-item" data-testid="audit-bulk-item" data-audit-id={entry.id} aria-labelledby={headingId}>
      <Typography.Text strong id={headingId}>
        {index + 1}. {entryActionLabel(entry)}
        {draft ? ' (with your edits)' : ''}
      </Typography.Text>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        styles={{ label: { width: 110 } }}
        items={content.fields.map((field, at) => ({ key: `${at}`, label: field.label, children: <span style={{ wordBreak: 'break-word' }}>{field.value}</span> }))}
      />
      {content.text !== null ? (
        <div className="audit-bulk-text" data-testid="audit-bulk-text" aria-label={`Text of the reply ${index + 1}`} role="group">
          {content.text}
        </div>
      ) : null}
    </li>
  );
}

/** Approve or reject every selected pending entry at once, after a confirmation listing each one's content. */
export function BulkActions({ count, busy, entries, decisions, onDecide, onClear }: BulkActionsProps) {
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const disabled = count === 0 || busy;
  const approving = confirming === 'approve';
  const sends = entries.some((entry) => bulkItemContent(entry).text !== null);
  return (
    <Flex gap={8} align="center" wrap data-testid="audit-bulk">
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {count ? `${count} selected` : 'Select pending entries to decide them together'}
      </Typography.Text>
      {count ? (
        <Button type="link" size="small" onClick={onClear} disabled={busy} style={{ paddingInline: 0 }}>
          Clear
        </Button>
      ) : null}
      <Button type="primary" icon={<CheckOutlined />} disabled={disabled} loading={busy} onClick={() => setConfirming('approve')} data-testid="audit-bulk-approve">
        Approve{count ? ` ${count}` : ''}
      </Button>
      <Button danger icon={<CloseOutlined />} disabled={disabled} onClick={() => setConfirming('reject')} data-testid="audit-bulk-reject">
        Reject{count ? ` ${count}` : ''}
      </Button>
      <Modal
        open={confirming !== null}
        title={approving ? `Approve ${plural(entries.length)}?` : `Reject ${plural(entries.length)}?`}
        okText={approving ? (sends ? `Approve and send` : 'Approve') : 'Reject'}
        okButtonProps={{ danger: !approving, id: 'audit-bulk-confirm' }}
        cancelText="Go back"
        width={720}
        onOk={() => {
          const decision = confirming;
          setConfirming(null);
          if (decision) onDecide(decision);
        }}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
        data-testid="audit-bulk-confirmation"
      >
        <Typography.Paragraph type="secondary">
          {approving
            ? 'The agents carry out each of these at once: e-mails below are sent exactly as shown. Check each one.'
            : 'None of these will be done.'}
        </Typography.Paragraph>
        <ol className="audit-bulk-list" data-testid="audit-bulk-list">
          {entries.map((entry, index) => (
            <BulkItem key={entry.id} entry={entry} decision={decisions[entry.id]} index={index} />
          ))}
        </ol>
      </Modal>
    </Flex>
  );
}
