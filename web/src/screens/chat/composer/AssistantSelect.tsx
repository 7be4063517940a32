import { Select } from 'antd';
import type { AssistantView } from '../../../../../domain/assistants/views';

interface AssistantSelectProps {
  assistants: readonly AssistantView[];
  value: string | null;
  loading: boolean;
  onChange(assistantId: string | null): void;
}

/** Who answers a new chat: the general assistant (none chosen) or one of the user's assistants. */
export function AssistantSelect({ assistants, value, loading, onChange }: AssistantSelectProps) {
  if (!loading && assistants.length === 0) return null;
  return (
    <Select
      aria-label="Assistant"
      className="chat-assistant-select"
      value={value ?? ''}
      loading={loading}
      onChange={(next: string) => onChange(next || null)}
      popupMatchSelectWidth={false}
      data-testid="chat-assistant"
      options={[{ value: '', label: 'General assistant' }, ...assistants.map((assistant) => ({ value: assistant.id, label: assistant.name }))]}
    />
  );
}
