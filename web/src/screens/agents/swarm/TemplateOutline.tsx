import { Flex, Tag, Typography } from 'antd';
import type { SwarmTemplateView } from '../../../api/agentWork';
import { AUTONOMY_VISUALS, agentTypeIcon, agentTypeLabel } from '../agentVisuals';

/** A template's roles (who does what) and its steps in order. */
export function TemplateOutline({ template }: { template: SwarmTemplateView }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>The agents</Typography.Text>
      <ul className="swarm-roles">
        {template.roles.map((role) => (
          <li key={role.role}>
            <span aria-hidden="true">{agentTypeIcon(role.agentType)}</span>{' '}
            <Typography.Text strong>{role.name}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              ({agentTypeLabel(role.agentType)} agent, {AUTONOMY_VISUALS[role.autonomyLevel].label.toLowerCase()})
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">{role.description}</Typography.Text>
            </div>
          </li>
        ))}
      </ul>
      <Typography.Text strong>What happens, in order</Typography.Text>
      <ol className="swarm-steps" data-testid="swarm-steps">
        {template.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Flex gap={4} wrap>
        {template.roles.map((role) => (
          <Tag key={role.role} style={{ marginInlineEnd: 0 }}>
            {agentTypeLabel(role.agentType)}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
