import type { ComponentProps, ReactNode } from 'react';
import { Button, Checkbox, Flex, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, CheckCircleFilled, CheckOutlined, HolderOutlined, RightOutlined, RobotOutlined } from '@ant-design/icons';
import type { Task } from '../../../../../domain/tasks/task';
import type { TaskChanges } from '../../../api/tasks';
import { sourceText } from '../state/taskText';
import { DueControl } from './DueControl';
import { PriorityControl } from './PriorityControl';
import { TagsControl } from './TagsControl';
import { TitleEditor } from './TitleEditor';

export interface TaskItemHandlers {
  onSelect(taskId: string, selected: boolean): void;
  onCursor(taskId: string): void;
  onEditing(taskId: string | null): void;
  onComplete(task: Task): void;
  onChange(task: Task, changes: TaskChanges): void;
  onOpen(taskId: string): void;
}

export interface TaskItemProps extends TaskItemHandlers {
  task: Task;
  zone: string;
  layout: 'row' | 'card';
  selected: boolean;
  cursor: boolean;
  editing: boolean;
  /** The drag handle, when the item can be dragged. */
  handle?: ReactNode;
}

/** One task: a row of the list or a card of the board, with its inline controls. */
export function TaskItem(props: TaskItemProps) {
  const { task, zone, layout, selected, cursor, editing, handle } = props;
  const done = task.status === 'Done';
  const classes = ['task-item', `task-item-${layout}`, cursor ? 'is-cursor' : '', selected ? 'is-selected' : '', done ? 'is-done' : ''];
  const source = sourceText(task.source);
  const meta = (
    <Flex gap={8} wrap align="center" className="task-meta">
      <DueControl
        value={task.dueDate}
        zone={zone}
        completed={task.completed}
        onChange={(dueDate) => props.onChange(task, { dueDate })}
        label={`Due date of ${task.title}`}
      />
      <PriorityControl value={task.priority} onChange={(priority) => props.onChange(task, { priority })} label={`Priority of ${task.title}`} />
      <TagsControl value={task.tags} onChange={(tags) => props.onChange(task, { tags })} label={`Tags of ${task.title}`} />
      {task.subTasks.length ? (
        <Typography.Text type="secondary" className="task-subtask-count">
          <ApartmentOutlined aria-hidden /> {task.subTasks.length} {task.subTasks.length === 1 ? 'subtask' : 'subtasks'}
        </Typography.Text>
      ) : null}
      {source ? (
        <Typography.Text type="secondary" className="task-source" data-testid="task-source">
          <RobotOutlined aria-hidden /> {source}
        </Typography.Text>
      ) : null}
      {layout === 'row' ? (
        <Typography.Text type="secondary" className="task-status-text">
          {task.status}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      data-testid="task-item"
      data-task-id={task.id}
      data-status={task.status}
      aria-current={cursor ? 'true' : undefined}
      onFocusCapture={() => props.onCursor(task.id)}
    >
      <Flex align="flex-start" gap={8}>
        {handle}
        <Checkbox
          checked={selected}
          onChange={(event) => props.onSelect(task.id, event.target.checked)}
          aria-label={`Select ${task.title}`}
          className="task-select"
        />
        <Tooltip title={done ? 'Mark as not done' : 'Complete'}>
          <Button
            size="small"
            shape="circle"
            type={done ? 'primary' : 'default'}
            icon={done ? <CheckCircleFilled /> : <CheckOutlined className="task-complete-icon" />}
            aria-label={done ? `Mark ${task.title} as not done` : `Complete ${task.title}`}
            onClick={() => props.onComplete(task)}
            data-testid="task-complete"
          />
        </Tooltip>
        <Flex vertical gap={2} className="task-main">
          <TitleEditor
            title={task.title}
            done={done}
            editing={editing}
            onEditing={(next) => props.onEditing(next ? task.id : null)}
            onSave={(title) => props.onChange(task, { title })}
          />
          {layout === 'row' ? meta : null}
        </Flex>
        <Button
          size="small"
          type="text"
          icon={<RightOutlined />}
          aria-label={`Open ${task.title}`}
          onClick={() => props.onOpen(task.id)}
          data-testid="task-open"
        />
      </Flex>
      {layout === 'card' ? meta : null}
    </div>
  );
}

export function DragHandle(props: ComponentProps<'button'> & { title: string }) {
  const { title, ...rest } = props;
  return (
    <button type="button" className="task-drag-handle" aria-label={`Move ${title}`} {...rest}>
      <HolderOutlined aria-hidden />
    </button>
  );
}
