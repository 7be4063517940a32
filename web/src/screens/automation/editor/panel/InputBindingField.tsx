import { Flex, Form, Select, Typography } from 'antd';
import type { AutomationDefinition, InputBinding } from '../../../../../../domain/automation/definition';
import { isCompatible, type ValueType } from '../../../../../../domain/automation/value-types';
import { earlierSteps, stepPaths, triggerPaths, type DataPath } from '../model/dataPaths';
import { PathOption } from './PathOption';
import { StaticValueInput } from './StaticValueInput';
import { problemStatus, type FieldProblems } from './fieldProblems';

type Source = InputBinding['type'] | 'unset';

const SOURCE_LABELS: Readonly<Record<InputBinding['type'], string>> = {
  static: 'A fixed value',
  dynamic: 'From what started the automation',
  previous: 'From an earlier step’s result',
};

function emptyBinding(source: InputBinding['type'], type: ValueType): InputBinding {
  if (source === 'dynamic') return { type: 'dynamic', path: '' };
  if (source === 'previous') return { type: 'previous', stepId: '', path: '' };
  return { type: 'static', value: type === 'string[]' ? [] : type === 'boolean' ? false : '' };
}

/** Paths whose values fit the input, and the current one even when it does not (its problem says why). */
function pathOptions(paths: readonly DataPath[], expected: ValueType, current: string) {
  const fitting = paths.filter((item) => isCompatible(expected, item.type));
  const options = fitting.map((item) => ({ value: item.path, label: <PathOption path={item.path} type={item.type} /> }));
  if (current && !fitting.some((item) => item.path === current)) options.unshift({ value: current, label: <span>{current}</span> });
  return options;
}

interface InputBindingFieldProps {
  param: string;
  label: string;
  type: ValueType;
  required: boolean;
  binding: InputBinding | undefined;
  nodeId: string;
  definition: AutomationDefinition;
  problems: FieldProblems;
  onChange(binding: InputBinding | undefined): void;
}

/** Where one input of an agent action comes from: a static value, a trigger field, or an earlier step's output. */
export function InputBindingField({ param, label, type, required, binding, nodeId, definition, problems, onChange }: InputBindingFieldProps) {
  const sourceOptions = [
    { value: 'unset', label: required ? 'Choose where it comes from' : 'Not used' },
    ...(['static', 'dynamic', 'previous'] as const).map((source) => ({ value: source, label: SOURCE_LABELS[source] })),
  ];
  const steps = binding?.type === 'previous' ? earlierSteps(definition, nodeId) : [];
  const step = binding?.type === 'previous' ? definition.nodes.find((node) => node.id === binding.stepId) : undefined;
  const stepOptions = steps.map((item) => ({ value: item.id, label: item.name || item.id }));
  if (binding?.type === 'previous' && binding.stepId && !steps.some((item) => item.id === binding.stepId)) {
    stepOptions.unshift({ value: binding.stepId, label: step?.name || binding.stepId });
  }
  return (
    <Form.Item label={label} required={required} {...problemStatus(problems, `parameters.input.${param}`)} data-testid={`input-${param}`}>
      <Flex vertical gap={6}>
        <Select<Source>
          value={binding?.type ?? 'unset'}
          options={sourceOptions}
          onChange={(source) => onChange(source === 'unset' ? undefined : emptyBinding(source, type))}
          aria-label={`${label}: source`}
        />
        {binding?.type === 'static' ? <StaticValueInput type={type} value={binding.value} label={label} onChange={(value) => onChange({ type: 'static', value })} /> : null}
        {binding?.type === 'dynamic' ? (
          <Select
            showSearch
            value={binding.path || undefined}
            options={pathOptions(triggerPaths(definition), type, binding.path)}
            placeholder="Choose a trigger field"
            notFoundContent={<Typography.Text type="secondary">The trigger gives no field that fits.</Typography.Text>}
            onChange={(path: string) => onChange({ type: 'dynamic', path })}
            aria-label={`${label}: trigger field`}
          />
        ) : null}
        {binding?.type === 'previous' ? (
          <Flex gap={6}>
            <Select
              value={binding.stepId || undefined}
              options={stepOptions}
              placeholder="Step"
              notFoundContent={<Typography.Text type="secondary">No step with output always runs before this one.</Typography.Text>}
              onChange={(stepId: string) => onChange({ type: 'previous', stepId, path: '' })}
              aria-label={`${label}: step`}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Select
              value={binding.path || undefined}
              options={step ? pathOptions(stepPaths(step), type, binding.path) : []}
              placeholder="Output"
              disabled={step ? undefined : true}
              onChange={(path: string) => onChange({ ...binding, path })}
              aria-label={`${label}: output`}
              style={{ flex: 1, minWidth: 0 }}
            />
          </Flex>
        ) : null}
      </Flex>
    </Form.Item>
  );
}
