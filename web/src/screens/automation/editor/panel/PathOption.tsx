import { Typography } from 'antd';
import { describeType, type ValueType } from '../../../../../../domain/automation/value-types';

/** A data path in a picker, with what kind of value it holds. */
export function PathOption({ path, type }: { path: string; type: ValueType }) {
  return (
    <span className="ae-path-option">
      <span>{path}</span>
      <Typography.Text type="secondary">{describeType(type)}</Typography.Text>
    </span>
  );
}
