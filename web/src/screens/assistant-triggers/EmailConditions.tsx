import { Button, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Condition, ConditionOperator } from '../../../../domain/automation/definition';
import { EMAIL_FIELDS, OPERATOR_WORDS, TEXT_OPERATORS } from './triggerText';

const FIELD_OPTIONS = EMAIL_FIELDS.map(({ value, label }) => ({ value, label }));
const OPERATOR_OPTIONS = TEXT_OPERATORS.map((operator) => ({ value: operator, label: OPERATOR_WORDS[operator] }));
const NEW_CONDITION: Condition = { field: 'email.subject', operator: 'contains', value: '' };

interface EmailConditionsProps {
  conditions: readonly Condition[];
  onChange(conditions: Condition[]): void;
}

/** Which new e-mails start the trigger: all conditions must match; none means every new e-mail. */
export function EmailConditions({ conditions, onChange }: EmailConditionsProps) {
  const replace = (index: number, patch: Partial<Condition>) => onChange(conditions.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <div className="at-conditions">
      <Typography.Paragraph type="secondary" className="at-note">
        {conditions.length === 0 ? 'No conditions: every new e-mail starts it.' : 'Only e-mails that match all of these start it.'}
      </Typography.Paragraph>
      {conditions.map((condition, index) => (
        <Flex key={index} gap={8} align="center" wrap className="at-condition" data-testid="email-condition">
          <Select
            value={condition.field}
            options={FIELD_OPTIONS}
            onChange={(field: string) => replace(index, { field })}
            aria-label={`Condition ${index + 1}: which part of the e-mail`}
            style={{ width: 130 }}
          />
          <Select<ConditionOperator>
            value={condition.operator}
            options={OPERATOR_OPTIONS}
            onChange={(operator) => replace(index, { operator })}
            aria-label={`Condition ${index + 1}: how it is compared`}
            style={{ width: 130 }}
          />
          <Input
            value={typeof condition.value === 'string' ? condition.value : ''}
            onChange={(event) => replace(index, { value: event.target.value })}
            placeholder="e.g. hearing"
            aria-label={`Condition ${index + 1}: the words to look for`}
            style={{ flex: '1 1 160px', minWidth: 120 }}
          />
          <Button type="text" icon={<DeleteOutlined />} aria-label={`Remove condition ${index + 1}`} onClick={() => onChange(conditions.filter((_, at) => at !== index))} />
        </Flex>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange([...conditions, NEW_CONDITION])}>
        Add a condition
      </Button>
    </div>
  );
}
