import { AutoComplete, Form, Input, Select } from 'antd';
import { CONDITION_OPERATORS, type Condition, type ConditionOperator } from '../../../../../../domain/automation/definition';
import type { DataPath } from '../model/dataPaths';
import { OPERATOR_LABELS } from '../model/nodeSummary';
import { PathOption } from './PathOption';
import { problemStatus, type FieldProblems } from './fieldProblems';

const OPERATOR_OPTIONS = CONDITION_OPERATORS.map((operator) => ({ value: operator, label: OPERATOR_LABELS[operator] }));

interface ConditionFieldsProps {
  condition: Condition;
  /** Fields to suggest: the trigger's, and for a condition step the earlier steps' outputs. */
  paths: readonly DataPath[];
  /** Where this condition sits in the node ('parameters.' or 'parameters.conditions.2.'), for its problems. */
  prefix: string;
  problems: FieldProblems;
  onChange(condition: Condition, field: string): void;
}

/** Field (with suggestions), one of the seven operators, and the value to compare with (none for "exists"). */
export function ConditionFields({ condition, paths, prefix, problems, onChange }: ConditionFieldsProps) {
  const typed = condition.field.trim().toLowerCase();
  const options = paths
    .filter((item) => item.path.toLowerCase().includes(typed))
    .map((item) => ({ value: item.path, label: <PathOption path={item.path} type={item.type} /> }));
  return (
    <>
      <Form.Item label="Field" {...problemStatus(problems, `${prefix}field`)}>
        <AutoComplete
          value={condition.field}
          options={options}
          placeholder="e.g. email.subject"
          onChange={(field: string) => onChange({ ...condition, field }, `${prefix}field`)}
          aria-label="Field"
        />
      </Form.Item>
      <Form.Item label="Operator" {...problemStatus(problems, `${prefix}operator`)}>
        <Select<ConditionOperator>
          value={condition.operator}
          options={OPERATOR_OPTIONS}
          onChange={(operator) => onChange({ ...condition, operator }, `${prefix}operator`)}
          aria-label="Operator"
        />
      </Form.Item>
      {condition.operator === 'exists' ? null : (
        <Form.Item label="Value" {...problemStatus(problems, `${prefix}value`)}>
          <Input
            value={condition.value === undefined || condition.value === null ? '' : String(condition.value)}
            onChange={(event) => onChange({ ...condition, value: event.target.value }, `${prefix}value`)}
            aria-label="Value"
          />
        </Form.Item>
      )}
    </>
  );
}
