import { Flex, Form, Radio, Typography } from 'antd';
import { AGENT_TYPES, type AgentType } from '../../../../../domain/agents/types';
import { AGENT_TYPE_ICONS, AGENT_TYPE_LABELS } from '../agentVisuals';
import { TYPE_PURPOSES } from './wizardValues';

/** One card per type of agent, each saying what it does; arrow keys move between them. */
export function TypeStep({ onTypeChange }: { onTypeChange(type: AgentType): void }) {
  return (
    <Form.Item name="type" label="Type of agent" rules={[{ required: true, message: 'Choose a type of agent.' }]}>
      <Radio.Group className="wizard-type-group" onChange={(event) => onTypeChange(event.target.value as AgentType)} data-testid="wizard-type">
        {AGENT_TYPES.map((type) => (
          <Radio key={type} value={type} className="wizard-type-card" data-testid={`wizard-type-${type}`}>
            <Flex gap={10} align="flex-start">
              <span className="wizard-type-icon" aria-hidden="true">
                {AGENT_TYPE_ICONS[type]}
              </span>
              <span>
                <Typography.Text strong style={{ display: 'block' }}>
                  {AGENT_TYPE_LABELS[type]} agent
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {TYPE_PURPOSES[type]}
                </Typography.Text>
              </span>
            </Flex>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
