import { Input, InputNumber, Select, Switch } from 'antd';
import type { ValueType } from '../../../../../../domain/automation/value-types';

interface StaticValueInputProps {
  type: ValueType;
  value: unknown;
  label: string;
  onChange(value: unknown): void;
}

/** A fixed value typed in, with the control that suits the input's type. */
export function StaticValueInput({ type, value, label, onChange }: StaticValueInputProps) {
  switch (type) {
    case 'string[]':
      return (
        <Select
          mode="tags"
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(items: string[]) => onChange(items)}
          open={false}
          suffixIcon={null}
          placeholder="Type and press Enter for each"
          aria-label={label}
        />
      );
    case 'number':
      return <InputNumber<number> value={typeof value === 'number' ? value : null} onChange={(next) => onChange(next ?? '')} aria-label={label} style={{ width: '100%' }} />;
    case 'boolean':
      return <Switch checked={value === true} onChange={onChange} aria-label={label} />;
    case 'date':
      return <Input value={typeof value === 'string' ? value : ''} placeholder="e.g. 2025-03-10T09:00:00Z" onChange={(event) => onChange(event.target.value)} aria-label={label} />;
    default:
      return (
        <Input.TextArea
          value={typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value)}
          autoSize={{ minRows: 1, maxRows: 6 }}
          onChange={(event) => onChange(event.target.value)}
          aria-label={label}
        />
      );
  }
}
