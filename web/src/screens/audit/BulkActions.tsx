import { Button, Flex, Popconfirm, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Decision } from '../../api/audit';

interface BulkActionsProps {
  count: number;
  busy: boolean;
  onDecide(decision: Decision): void;
  onClear(): void;
}

const plural = (count: number) => `${count} ${count === 1 ? 'action' : 'actions'}`;

/** Approve or reject every selected pending entry at once, after a confirmation. */
export function BulkActions({ count, busy, onDecide, onClear }: BulkActionsProps) {
  const disabled = count === 0 || busy;
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
      <Popconfirm
        title={`Approve ${plural(count)}?`}
        description="The agents carry them out at once; e-mails are sent."
        okText="Approve"
        onConfirm={() => onDecide('approve')}
        disabled={disabled}
      >
        <Button type="primary" icon={<CheckOutlined />} disabled={disabled} loading={busy} data-testid="audit-bulk-approve">
          Approve{count ? ` ${count}` : ''}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`Reject ${plural(count)}?`}
        description="Nothing of them will be done."
        okText="Reject"
        okButtonProps={{ danger: true }}
        onConfirm={() => onDecide('reject')}
        disabled={disabled}
      >
        <Button danger icon={<CloseOutlined />} disabled={disabled} data-testid="audit-bulk-reject">
          Reject{count ? ` ${count}` : ''}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
