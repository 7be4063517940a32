import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Condition } from '../../../../../../domain/automation/definition';
import type { DataPath } from '../model/dataPaths';
import { ConditionFields } from './ConditionFields';
import type { FieldProblems } from './fieldProblems';

interface ConditionsListProps {
  conditions: readonly Condition[];
  paths: readonly DataPath[];
  problems: FieldProblems;
  /** What runs without conditions, e.g. "every new e-mail". */
  everything: string;
  readOnly: boolean;
  onChange(conditions: Condition[], field: string): void;
}

const NEW_CONDITION: Condition = { field: '', operator: 'contains', value: '' };

/** A trigger's conditions: all must match, none means every event starts a run. */
export function ConditionsList({ conditions, paths, problems, everything, readOnly, onChange }: ConditionsListProps) {
  const replace = (index: number, condition: Condition, field: string) => onChange(conditions.map((item, at) => (at === index ? condition : item)), field);
  return (
    <div className="ae-conditions">
      <Typography.Text type="secondary" className="ae-panel-note">
        {conditions.length === 0 ? `No conditions: runs for ${everything}.` : 'Runs only when all of these match.'}
      </Typography.Text>
      {conditions.map((condition, index) => (
        <div key={index} className="ae-condition-card" data-testid="trigger-condition">
          <Flex justify="space-between" align="center">
            <Typography.Text strong>Condition {index + 1}</Typography.Text>
            {readOnly ? null : (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Remove condition ${index + 1}`}
                onClick={() => onChange(conditions.filter((_, at) => at !== index), 'conditions')}
              />
            )}
          </Flex>
          <ConditionFields
            condition={condition}
            paths={paths}
            prefix={`parameters.conditions.${index}.`}
            problems={problems}
            onChange={(next, field) => replace(index, next, field)}
          />
        </div>
      ))}
      {readOnly ? null : (
        <Button icon={<PlusOutlined />} onClick={() => onChange([...conditions, NEW_CONDITION], 'conditions')} block>
          Add condition
        </Button>
      )}
    </div>
  );
}
