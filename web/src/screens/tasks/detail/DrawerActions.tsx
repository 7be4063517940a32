import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import { CalendarOutlined, CheckOutlined, DeleteOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Task } from '../../../../../domain/tasks/task';
import type { TaskActions } from '../state/useTaskActions';
import { calendarLink } from '../state/links';

interface Props {
  task: Task;
  zone: string;
  actions: TaskActions;
  onDeleted(): void;
}

/** Start, Complete, Cancel (Blocked), Add to calendar and Delete. */
export function DrawerActions({ task, zone, actions, onDeleted }: Props) {
  const busy = actions.transition.isPending;
  const go = (to: 'start' | 'complete' | 'cancel') => actions.transition.mutate({ taskId: task.id, to });
  const added = actions.toCalendar.data?.task.id === task.id ? actions.toCalendar.data.event : null;
  const link = added ? calendarLink(added.id, added.start, zone) : task.calendarEventId && task.dueDate ? calendarLink(task.calendarEventId, task.dueDate, zone) : null;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Button icon={<PlayCircleOutlined />} disabled={busy || task.status === 'In Progress'} onClick={() => go('start')} data-testid="task-start">
          Start
        </Button>
        <Button type="primary" icon={<CheckOutlined />} disabled={busy || task.status === 'Done'} onClick={() => go('complete')} data-testid="task-complete-action">
          Complete
        </Button>
        <Button icon={<StopOutlined />} disabled={busy || task.status === 'Blocked'} onClick={() => go('cancel')} data-testid="task-cancel">
          Cancel (Blocked)
        </Button>
      </Flex>
      <Flex gap={8} wrap align="center">
        {link ? (
          <Link to={link} data-testid="task-calendar-link">
            <CalendarOutlined aria-hidden /> Open in the calendar
          </Link>
        ) : (
          <Tooltip title={task.dueDate ? undefined : 'Add a due date first'}>
            {/* A disabled button takes no pointer events; the wrapper still shows the tooltip. */}
            <span tabIndex={task.dueDate ? -1 : 0} aria-label={task.dueDate ? undefined : 'Add to calendar: add a due date first'}>
              <Button
                icon={<CalendarOutlined />}
                disabled={!task.dueDate}
                loading={actions.toCalendar.isPending}
                onClick={() => actions.toCalendar.mutate(task.id)}
                data-testid="task-add-to-calendar"
              >
                Add to calendar
              </Button>
            </span>
          </Tooltip>
        )}
        <Popconfirm
          title="Delete this task?"
          description={task.subTasks.length ? `Its ${task.subTasks.length} subtasks are deleted too.` : 'Its subtasks are deleted too.'}
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() => {
            actions.remove.mutate(task);
            onDeleted();
          }}
        >
          <Button danger icon={<DeleteOutlined />} data-testid="task-delete">
            Delete
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
