import { Select } from 'antd';
import type { ModelDescriptor } from '../../../../../domain/chat/views';

/** "32k", "128k", "8,000" for a context size in tokens. */
export function contextSizeText(tokens: number): string {
  if (tokens >= 1000 && tokens % 1000 === 0) return `${tokens / 1000}k`;
  return tokens.toLocaleString('en-US');
}

interface ModelSelectProps {
  models: readonly ModelDescriptor[];
  value: string | null;
  disabled: boolean;
  onChange(modelId: string): void;
}

/** The model for replies, each with its context size. */
export function ModelSelect({ models, value, disabled, onChange }: ModelSelectProps) {
  return (
    <Select
      aria-label="Model"
      className="chat-model-select"
      value={value ?? undefined}
      placeholder="Model"
      disabled={disabled || models.length === 0}
      onChange={onChange}
      popupMatchSelectWidth={false}
      data-testid="chat-model"
      options={models.map((model) => ({
        value: model.id,
        label: `${model.name} · ${contextSizeText(model.contextSize)} context`,
      }))}
    />
  );
}
