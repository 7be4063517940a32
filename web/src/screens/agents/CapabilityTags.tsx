import { Flex, Tag, Tooltip, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { AutonomyLevel } from '../../../../domain/agents/types';
import { actionLabel, approvalSplit } from './capabilities';

/** The agent's capabilities by their labels; a lock marks those that wait for your approval. */
export function CapabilityTags({ capabilities, autonomy }: { capabilities: readonly string[]; autonomy: AutonomyLevel }) {
  if (capabilities.length === 0) {
    return <Typography.Text type="secondary">No capabilities: this agent cannot act.</Typography.Text>;
  }
  const held = new Set<string>(approvalSplit(capabilities, autonomy).held);
  return (
    <Flex gap={4} wrap data-testid="agent-capabilities">
      {capabilities.map((capability) => (
        <Tooltip key={capability} title={held.has(capability) ? 'Waits for your approval' : 'Runs on its own'}>
          <Tag
            icon={held.has(capability) ? <LockOutlined /> : undefined}
            color={held.has(capability) ? 'gold' : undefined}
            style={{ marginInlineEnd: 0 }}
            data-capability={capability}
          >
            {actionLabel(capability)}
          </Tag>
        </Tooltip>
      ))}
    </Flex>
  );
}
