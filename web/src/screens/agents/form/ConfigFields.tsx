import { AutoComplete, Col, Form, Input, InputNumber, Row } from 'antd';
import { MODEL_TIERS } from '../../../../../domain/agents/agent-defaults';

const MODEL_OPTIONS = Object.values(MODEL_TIERS).map((model) => ({ value: model }));

/** Model, temperature, token limit and the system prompt. */
export function ConfigFields() {
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item label="Model" name="model" rules={[{ required: true, whitespace: true, message: 'Choose a model.' }]}>
            <AutoComplete options={MODEL_OPTIONS} data-testid="agent-model-field" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="Temperature" name="temperature" rules={[{ required: true, message: 'Between 0 and 2.' }]}>
            <InputNumber min={0} max={2} step={0.1} style={{ width: '100%' }} data-testid="agent-temperature-field" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="Max tokens" name="maxTokens" rules={[{ required: true, message: 'Between 1 and 32,000.' }]}>
            <InputNumber min={1} max={32000} step={100} precision={0} style={{ width: '100%' }} data-testid="agent-max-tokens-field" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="System prompt" name="systemPrompt" extra="How the agent should behave; everything it writes is still a draft for your review.">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={10000} />
      </Form.Item>
    </>
  );
}
