import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { FREQUENCY_OPTIONS, TIME_PATTERN, URGENCY_OPTIONS } from './wizardValues';

const timeRule = { pattern: TIME_PATTERN, message: 'A time such as 09:00.' };

/** When the agent may act, and how it tells you about what it did. */
export function ScheduleStep() {
  // The surrounding form's value (the wizard's, or the edit drawer's).
  const hours = (Form.useWatch('hours') as 'any' | 'range' | undefined) ?? 'any';
  return (
    <>
      <Form.Item label="Working hours" name="hours" extra="Outside its hours, what it would do waits for you in the Audit Queue.">
        <Radio.Group data-testid="wizard-hours">
          <Radio value="any">Any time</Radio>
          <Radio value="range">Only between</Radio>
        </Radio.Group>
      </Form.Item>
      {hours === 'range' ? (
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item label="From" name="start" rules={[{ required: true, message: 'When it starts.' }, timeRule]}>
              <Input type="time" data-testid="wizard-hours-start" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              label="Until"
              name="end"
              dependencies={['start']}
              rules={[
                { required: true, message: 'When it stops.' },
                timeRule,
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    value && value === getFieldValue('start') ? Promise.reject(new Error('Start and end must differ.')) : Promise.resolve(),
                }),
              ]}
            >
              <Input type="time" data-testid="wizard-hours-end" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Tell me" name="frequency">
            <Select options={FREQUENCY_OPTIONS} data-testid="wizard-frequency" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="About" name="urgencyThreshold">
            <Select options={URGENCY_OPTIONS} data-testid="wizard-urgency" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
