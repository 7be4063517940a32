import { AutoComplete, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONDITION_OPERATORS } from '../../../../../domain/automation/definition';
import { OPERATOR_LABELS } from './conditionText';

const OPERATOR_OPTIONS = CONDITION_OPERATORS.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] }));

/** Fields of the data rules see (an event's trigger data); any other dot path may be typed. */
const FIELD_OPTIONS = ['email.subject', 'email.from', 'email.to', 'email.snippet', 'email.text', 'email.labels', 'email.hasAttachments', 'webhook.body', 'webhook.query'].map(
  (value) => ({ value }),
);

/** The conditions of a rule, all of which must match: field, operator and value (none for "exists"). */
export function ConditionRows({ name }: { name: string }) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Flex vertical gap={8} data-testid="rule-conditions">
          {rows.length === 0 ? <Typography.Text type="secondary">No conditions: the rule matches every event.</Typography.Text> : null}
          {rows.map((row) => (
            <Flex key={row.key} gap={8} align="flex-start" data-testid="rule-condition">
              <Form.Item name={[row.name, 'field']} rules={[{ required: true, whitespace: true, message: 'Choose the field to check.' }]} style={{ flex: 2, marginBottom: 0 }}>
                <AutoComplete options={FIELD_OPTIONS} placeholder="email.subject" aria-label="Field" />
              </Form.Item>
              <Form.Item name={[row.name, 'operator']} style={{ flex: 1.4, marginBottom: 0 }}>
                <Select options={OPERATOR_OPTIONS} aria-label="Operator" />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) =>
                  getFieldValue([name, row.name, 'operator']) === 'exists' ? (
                    <div style={{ flex: 2 }} />
                  ) : (
                    <Form.Item name={[row.name, 'value']} rules={[{ required: true, message: 'Enter the value to compare with.' }]} style={{ flex: 2, marginBottom: 0 }}>
                      <Input placeholder="Hearing" aria-label="Value" />
                    </Form.Item>
                  )
                }
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label="Remove condition" />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ field: '', operator: 'contains', value: '' })} data-testid="rule-add-condition">
            Add a condition
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
