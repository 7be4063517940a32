import { AutoComplete, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { MODEL_TIERS } from '../../../../../domain/agents/agent-defaults';
import { TRIGGER_OPTIONS } from './wizardValues';

const MODEL_OPTIONS = Object.values(MODEL_TIERS).map((model) => ({ value: model }));
const TRIGGERS = TRIGGER_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

/** What starts the agent, and the model settings (the type's defaults, which the person may change). */
export function ModelStep() {
  return (
    <>
      <Form.Item label="Starts when" name="triggers" extra="The agent only acts when one of these happens.">
        <Select mode="multiple" options={TRIGGERS} placeholder="Choose when it starts" data-testid="wizard-triggers" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item label="Model name" name="model" rules={[{ required: true, whitespace: true, message: 'Choose a model.' }]}>
            <AutoComplete options={MODEL_OPTIONS} data-testid="wizard-model" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="Max tokens" name="maxTokens" rules={[{ required: true, message: 'Between 1 and 32,000.' }]}>
            <InputNumber min={1} max={32000} step={100} precision={0} style={{ width: '100%' }} data-testid="wizard-max-tokens" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item label="Temperature" name="temperature" rules={[{ required: true, message: 'Between 0 and 2.' }]}>
            <InputNumber min={0} max={2} step={0.1} style={{ width: '100%' }} data-testid="wizard-temperature" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Base prompt" name="systemPrompt" extra="How the agent should behave in general.">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={10000} />
      </Form.Item>
      <Form.Item label="Custom prompt" name="customPrompt" extra="Anything particular to your practice, added after the base prompt.">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={10000} data-testid="wizard-custom-prompt" />
      </Form.Item>
    </>
  );
}
