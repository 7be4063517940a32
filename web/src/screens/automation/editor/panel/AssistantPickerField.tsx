import { Form, Select, Typography } from 'antd';
import { Link } from 'react-router';
import type { InputBinding } from '../../../../../../domain/automation/definition';
import { errorMessage } from '../../../../api/ApiError';
import { useAssistantChoices } from '../../../assistant-triggers/useAssistantTriggers';
import { problemStatus, type FieldProblems } from './fieldProblems';

interface AssistantPickerFieldProps {
  binding: InputBinding | undefined;
  problems: FieldProblems;
  readOnly: boolean;
  onChange(binding: InputBinding | undefined): void;
}

/** "Ask an assistant": the assistant, chosen from the user's assistants (a static value, the assistant's id). */
export function AssistantPickerField({ binding, problems, readOnly, onChange }: AssistantPickerFieldProps) {
  const assistants = useAssistantChoices();
  const current = binding?.type === 'static' && typeof binding.value === 'string' ? binding.value : '';
  const options = (assistants.data ?? []).map((assistant) => ({ value: assistant.id, label: assistant.name }));
  if (current && assistants.isSuccess && !options.some((option) => option.value === current)) options.unshift({ value: current, label: 'An assistant that no longer exists' });
  const none = assistants.isSuccess && assistants.data.length === 0;
  return (
    <Form.Item
      label="Assistant"
      required
      {...problemStatus(problems, 'parameters.input.assistantId')}
      extra={
        assistants.isError ? (
          <Typography.Text type="danger">Your assistants could not be loaded: {errorMessage(assistants.error)}</Typography.Text>
        ) : none ? (
          <span>
            You have no assistants yet: make one on the <Link to="/assistants">Assistants</Link> page.
          </span>
        ) : undefined
      }
    >
      <Select
        value={current || undefined}
        options={options}
        loading={assistants.isLoading}
        disabled={readOnly}
        placeholder={none ? 'You have no assistants yet' : 'Choose the assistant'}
        showSearch
        optionFilterProp="label"
        onChange={(id: string) => onChange({ type: 'static', value: id })}
        aria-label="Assistant"
        data-testid="assistant-select"
      />
    </Form.Item>
  );
}
