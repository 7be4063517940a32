import { Flex, Tag, Tooltip } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import type { AuditEntry } from '../../api/auditTypes';
import { AUDIT_STATUS_VISUALS, AuditStatusTag } from './auditVisuals';
import type { DecisionRef } from './state/decisionActors';
import { useDecision } from './state/useDecision';

/** The entry's status, with this screen's decision in flight or refused beside it. */
export function EntryStatus({ entry, decision }: { entry: AuditEntry; decision: DecisionRef | undefined }) {
  const { deciding, error } = useDecision(decision);
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tooltip title={AUDIT_STATUS_VISUALS[entry.status].hint}>
        <span>
          <AuditStatusTag status={entry.status} />
        </span>
      </Tooltip>
      {deciding && entry.status === 'pending' ? (
        <Tag icon={<LoadingOutlined />} variant="filled" style={{ marginInlineEnd: 0 }}>
          Deciding
        </Tag>
      ) : null}
      {/* Stays after the list shows what happened instead (e.g. someone else decided first). */}
      {error ? (
        <Tooltip title={error}>
          <Tag color="error" style={{ marginInlineEnd: 0 }} data-testid="audit-not-decided">
            Not decided
          </Tag>
        </Tooltip>
      ) : null}
    </Flex>
  );
}
