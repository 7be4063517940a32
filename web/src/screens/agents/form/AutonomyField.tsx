import { Flex, Form, Radio, Typography } from 'antd';
import { AUTONOMY_LEVELS } from '../../../../../domain/agents/types';
import { AUTONOMY_VISUALS } from '../agentVisuals';

/** The three autonomy levels, each with what it lets the agent do alone. */
export function AutonomyField() {
  return (
    <Form.Item label="Autonomy" name="autonomyLevel" style={{ marginBottom: 12 }}>
      <Radio.Group style={{ width: '100%' }} data-testid="agent-autonomy-field">
        <Flex vertical gap={8}>
          {AUTONOMY_LEVELS.map((level) => (
            <Radio key={level} value={level} data-testid={`autonomy-${level}`}>
              <Typography.Text strong>{AUTONOMY_VISUALS[level].label}</Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                {AUTONOMY_VISUALS[level].summary}
              </Typography.Text>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}
