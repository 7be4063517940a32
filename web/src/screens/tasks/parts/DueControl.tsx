import { DatePicker, Tooltip } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { dueLabel, fromPicker, toPicker } from '../state/dueDates';

interface Props {
  value: string | null;
  zone: string;
  completed: boolean;
  onChange(dueDate: string | null): void;
  label: string;
  disabled?: boolean;
}

/** The due date as "Tomorrow 3:00 PM", changed in place with a date-and-time picker in the user's zone. */
export function DueControl({ value, zone, completed, onChange, label, disabled }: Props) {
  const due = value ? dueLabel(value, zone, completed) : null;
  return (
    <Tooltip title={due ? `${due.overdue ? 'Overdue: ' : 'Due '}${due.full}` : undefined}>
      <span className={`task-due${due?.overdue ? ' is-overdue' : ''}`} data-testid="task-due" data-due={value ?? ''}>
        <DatePicker
          size="small"
          variant="borderless"
          showTime={{ format: 'h:mm A', minuteStep: 5 }}
          value={toPicker(value, zone)}
          format={() => due?.text ?? ''}
          placeholder="Add due date"
          onChange={(next) => onChange(fromPicker(next, zone))}
          aria-label={label}
          disabled={disabled}
          suffixIcon={<ClockCircleOutlined aria-hidden />}
          inputReadOnly
          style={{ width: `${Math.max((due?.text ?? 'Add due date').length, 8) + 5}ch` }}
          needConfirm
        />
        {due?.overdue ? <span className="task-due-flag">Overdue</span> : null}
      </span>
    </Tooltip>
  );
}
