import { useNavigate } from 'react-router';
import { Alert, Button, Flex } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import type { RunProgress } from '../../../../../domain/automation/run-state';
import { AUDIT_QUEUE_ROUTE } from '../../../../../domain/navigation';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';

/** The steps of the run that wait for a person's decision, with the way to the Audit Queue. */
export function ApprovalNotice({ progress, definition }: { progress: RunProgress; definition: AutomationDefinition }) {
  const navigate = useNavigate();
  const waiting = Object.entries(progress.nodes).filter(([, state]) => state.status === 'waiting_for_approval');
  if (waiting.length === 0) return null;
  const names = new Map(definition.nodes.map((node) => [node.id, node.name]));
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="run-waiting-approval"
      title={waiting.length === 1 ? 'A step waits for a decision' : `${waiting.length} steps wait for a decision`}
      description={
        <Flex vertical gap={4}>
          {waiting.map(([nodeId, state]) => (
            <span key={nodeId} data-testid="run-waiting-step" data-node-id={nodeId} data-audit-id={state.approval?.auditId}>
              “{names.get(nodeId) ?? nodeId}”
              {state.approval
                ? ` waits for ${state.approval.askedOf} since ${formatRelative(state.approval.since)}; it expires ${formatTimestamp(state.approval.expiresAt)}.`
                : ' waits for a decision.'}
            </span>
          ))}
        </Flex>
      }
      action={
        <Button type="primary" icon={<AuditOutlined />} onClick={() => navigate(AUDIT_QUEUE_ROUTE)} data-testid="run-open-audit">
          Decide in the Audit Queue
        </Button>
      }
    />
  );
}
