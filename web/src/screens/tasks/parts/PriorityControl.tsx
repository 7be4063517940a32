import { Select } from 'antd';
import { FlagFilled } from '@ant-design/icons';
import { TASK_PRIORITIES, type TaskPriority } from '../../../../../domain/tasks/task';

/** Flag colours only mark the priority; its name is always written next to them. */
export const PRIORITY_COLOURS: Record<TaskPriority, string> = {
  Urgent: '#d4380d',
  High: '#d48806',
  Medium: '#1677ff',
  Low: '#8c8c8c',
};

export function PriorityFlag({ priority }: { priority: TaskPriority }) {
  return <FlagFilled aria-hidden style={{ color: PRIORITY_COLOURS[priority] }} />;
}

export function PriorityLabel({ priority }: { priority: TaskPriority }) {
  return (
    <span className="task-priority" data-testid="task-priority" data-priority={priority}>
      <PriorityFlag priority={priority} /> {priority}
    </span>
  );
}

const OPTIONS = [...TASK_PRIORITIES].reverse().map((priority) => ({ value: priority, label: <PriorityLabel priority={priority} /> }));

interface Props {
  value: TaskPriority;
  onChange(priority: TaskPriority): void;
  label: string;
  disabled?: boolean;
}

/** The priority, changed in place. */
export function PriorityControl({ value, onChange, label, disabled }: Props) {
  return (
    <Select<TaskPriority>
      size="small"
      variant="borderless"
      value={value}
      options={OPTIONS}
      onChange={onChange}
      aria-label={label}
      disabled={disabled}
      popupMatchSelectWidth={false}
      className="task-priority-select"
    />
  );
}
