import { Alert, Flex, Tag, Typography } from 'antd';
import { LockOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { AutonomyLevel } from '../../../../../domain/agents/types';
import { actionLabel, approvalSplit } from '../capabilities';

function Tags({ types, color }: { types: readonly string[]; color?: string }) {
  if (types.length === 0) return <Typography.Text type="secondary">none</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {types.map((type) => (
        <Tag key={type} color={color} style={{ marginInlineEnd: 0 }}>
          {actionLabel(type)}
        </Tag>
      ))}
    </Flex>
  );
}

/** With the chosen autonomy and capabilities: which actions will wait in the Audit Queue, and which run at once. */
export function ApprovalSummary({ autonomy, capabilities }: { autonomy: AutonomyLevel; capabilities: readonly string[] }) {
  const { held, free } = approvalSplit(capabilities, autonomy);
  return (
    <Alert
      type="info"
      showIcon={false}
      style={{ marginBottom: 16 }}
      data-testid="agent-approval-summary"
      title={
        <Flex vertical gap={8}>
          <div>
            <Typography.Text strong>
              <LockOutlined /> Waits for your approval in the Audit Queue
            </Typography.Text>
            <div style={{ marginTop: 4 }} data-testid="agent-approval-held">
              <Tags types={held} color="gold" />
            </div>
          </div>
          <div>
            <Typography.Text strong>
              <ThunderboltOutlined /> Runs on its own
            </Typography.Text>
            <div style={{ marginTop: 4 }} data-testid="agent-approval-free">
              <Tags types={free} />
            </div>
          </div>
        </Flex>
      }
    />
  );
}
