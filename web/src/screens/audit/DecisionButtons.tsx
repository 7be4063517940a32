import { Button, Flex, Tooltip, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import type { AuditEntry } from '../../api/auditTypes';
import { AUDIT_STATUS_VISUALS } from './auditVisuals';
import type { DecisionRef } from './state/decisionActors';
import { useDecision } from './state/useDecision';

/** Approve and Reject for a pending entry, with the outcome of the last attempt. */
export function DecisionButtons({ entry, decision }: { entry: AuditEntry; decision: DecisionRef | undefined }) {
  const { open, deciding, decided, error, draft, send } = useDecision(decision);
  if (entry.status !== 'pending') return null;
  if (decided) {
    return (
      <Typography.Text type="secondary" data-testid="audit-decided">
        {AUDIT_STATUS_VISUALS[decided].label}…
      </Typography.Text>
    );
  }
  const locked = !open || deciding;
  return (
    <Flex gap={6} align="center" justify="flex-end" onClick={(event) => event.stopPropagation()}>
      {error ? (
        <Tooltip title={error}>
          <WarningOutlined style={{ color: 'var(--ws-error)' }} aria-label={`Not decided: ${error}`} data-testid="audit-decision-error" />
        </Tooltip>
      ) : null}
      {draft ? (
        <Tooltip title="You edited this reply: approving sends your version">
          <EditOutlined aria-label="Edited" />
        </Tooltip>
      ) : null}
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined />}
        disabled={locked}
        loading={deciding}
        onClick={() => send({ type: 'APPROVE' })}
        data-testid="audit-approve"
      >
        Approve
      </Button>
      <Button size="small" danger icon={<CloseOutlined />} disabled={locked} onClick={() => send({ type: 'REJECT' })} data-testid="audit-reject">
        Reject
      </Button>
    </Flex>
  );
}
