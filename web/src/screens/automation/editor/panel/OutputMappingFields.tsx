import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Shape } from '../../../../../../domain/automation/value-types';
import { shapePaths } from '../model/dataPaths';
import { PathOption } from './PathOption';
import { problemStatus, type FieldProblems } from './fieldProblems';

interface OutputMappingFieldsProps {
  mapping: Readonly<Record<string, string>>;
  /** What the action gives (ACTION_CATALOGUE outputs); null when no action is chosen. */
  outputs: Shape | null;
  problems: FieldProblems;
  readOnly: boolean;
  onChange(mapping: Record<string, string>, field: string): void;
}

function freeName(mapping: Readonly<Record<string, string>>): string {
  for (let counter = 1; ; counter++) if (!(`output${counter}` in mapping)) return `output${counter}`;
}

/** Names for parts of the action's result, which later steps read as steps.<id>.<name>. */
export function OutputMappingFields({ mapping, outputs, problems, readOnly, onChange }: OutputMappingFieldsProps) {
  const entries = Object.entries(mapping);
  const options = outputs ? shapePaths(outputs).map((item) => ({ value: item.path, label: <PathOption path={item.path} type={item.type} /> })) : [];
  const rename = (index: number, name: string) => onChange(Object.fromEntries(entries.map(([key, path], at) => (at === index ? [name, path] : [key, path]))), `parameters.outputMapping.${index}.name`);
  const repoint = (index: number, path: string) => onChange(Object.fromEntries(entries.map(([key, old], at) => [key, at === index ? path : old])), `parameters.outputMapping.${index}.path`);
  return (
    <Form.Item label="Outputs" {...problemStatus(problems, 'parameters.outputMapping')} extra="Give parts of the result a name that later steps can use.">
      <Flex vertical gap={6}>
        {entries.length === 0 ? <Typography.Text type="secondary">Later steps read the whole result.</Typography.Text> : null}
        {entries.map(([name, path], index) => {
          const status = problemStatus(problems, `parameters.outputMapping.${name}`);
          return (
            <div key={index} data-testid="output-mapping">
              <Flex gap={6} align="center">
                <Input value={name} placeholder="Name" onChange={(event) => rename(index, event.target.value)} aria-label={`Output ${index + 1} name`} status={status.validateStatus === 'error' ? 'error' : ''} style={{ flex: 1 }} />
                <Select value={path || undefined} options={options} placeholder="Part of the result" onChange={(next: string) => repoint(index, next)} aria-label={`Output ${index + 1} part`} style={{ flex: 1, minWidth: 0 }} />
                {readOnly ? null : (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove output ${index + 1}`}
                    onClick={() => onChange(Object.fromEntries(entries.filter((_, at) => at !== index)), 'parameters.outputMapping')}
                  />
                )}
              </Flex>
              {status.help ? <div className="ae-field-error">{status.help}</div> : null}
            </div>
          );
        })}
        {readOnly ? null : (
          <Button icon={<PlusOutlined />} onClick={() => onChange({ ...mapping, [freeName(mapping)]: '' }, 'parameters.outputMapping')} disabled={outputs ? undefined : true}>
            Add output
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}
