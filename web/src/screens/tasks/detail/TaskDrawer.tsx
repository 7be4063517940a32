import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Input, InputNumber, Skeleton, Tag, Typography } from 'antd';
import type { Task } from '../../../../../domain/tasks/task';
import { errorMessage } from '../../../api/ApiError';
import type { TaskChanges } from '../../../api/tasks';
import { DueControl } from '../parts/DueControl';
import { PriorityControl } from '../parts/PriorityControl';
import { TagsControl } from '../parts/TagsControl';
import { sourceText } from '../state/taskText';
import type { TaskActions } from '../state/useTaskActions';
import { useTask, useTemplates } from '../state/useTasks';
import { DrawerActions } from './DrawerActions';
import { SubtaskList } from './SubtaskList';
import { TaskLinks } from './TaskLinks';

interface Props {
  taskId: string | null;
  zone: string;
  actions: TaskActions;
  knownTags: string[];
  onClose(): void;
}

/** Everything about one task, opened from the list or board (and by ?task={id}). */
export function TaskDrawer({ taskId, zone, actions, knownTags, onClose }: Props) {
  const query = useTask(taskId);
  const task = query.data;
  let body;
  if (task) body = <TaskDetail key={task.id} task={task} zone={zone} actions={actions} knownTags={knownTags} onClose={onClose} />;
  else if (query.error)
    body = (
      <Alert
        type="error"
        showIcon
        title="Could not open the task"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  else body = <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Drawer open={Boolean(taskId)} onClose={onClose} title={task?.title ?? 'Task'} size={520} data-testid="task-drawer" destroyOnHidden>
      {body}
    </Drawer>
  );
}

function TaskDetail({ task, zone, actions, knownTags, onClose }: Omit<Props, 'taskId'> & { task: Task }) {
  const templates = useTemplates();
  const save = (changes: TaskChanges) => actions.update.mutate({ taskId: task.id, changes });
  const source = sourceText(task.source);
  return (
    <Flex vertical gap={20} data-testid="task-detail" data-task-id={task.id}>
      <Flex gap={8} wrap align="center">
        <Tag data-testid="task-detail-status">{task.status}</Tag>
        {source ? <Typography.Text type="secondary">{source}</Typography.Text> : null}
      </Flex>
      <DrawerActions task={task} zone={zone} actions={actions} onDeleted={onClose} />
      <BlurField label="Title" value={task.title} onSave={(title) => title.trim() && save({ title: title.trim() })} />
      <BlurField label="Description" value={task.description} multiline onSave={(description) => save({ description })} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Priority">
          <PriorityControl value={task.priority} onChange={(priority) => save({ priority })} label="Priority" />
        </Descriptions.Item>
        <Descriptions.Item label="Due">
          <DueControl value={task.dueDate} zone={zone} completed={task.completed} onChange={(dueDate) => save({ dueDate })} label="Due date" />
        </Descriptions.Item>
        <Descriptions.Item label="Tags">
          <TagsControl value={task.tags} onChange={(tags) => save({ tags })} label="Edit tags" known={knownTags} />
        </Descriptions.Item>
        <Descriptions.Item label="Assigned to">
          <BlurField label="Assigned to" hideLabel value={task.assignedTo ?? ''} onSave={(assignedTo) => save({ assignedTo: assignedTo.trim() || null })} />
        </Descriptions.Item>
        <Descriptions.Item label="Estimated time">
          <MinutesField value={task.estimatedDuration} onSave={(estimatedDuration) => save({ estimatedDuration })} />
        </Descriptions.Item>
      </Descriptions>
      <SubtaskList task={task} actions={actions} />
      <TaskLinks task={task} zone={zone} templates={templates.data ?? []} />
    </Flex>
  );
}

interface BlurFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
  hideLabel?: boolean;
  onSave(value: string): void;
}

/** A text field that saves when it loses focus (or on Enter for one line). */
function BlurField({ label, value, multiline, hideLabel, onSave }: BlurFieldProps) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onSave(draft);
  };
  const field = multiline ? (
    <Input.TextArea value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={commit} autoSize={{ minRows: 3, maxRows: 10 }} aria-label={label} maxLength={10_000} placeholder="Add a description" />
  ) : (
    <Input value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={commit} onPressEnter={commit} aria-label={label} maxLength={500} variant={hideLabel ? 'borderless' : 'outlined'} placeholder={hideLabel ? 'Nobody' : undefined} />
  );
  if (hideLabel) return field;
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{label}</Typography.Text>
      {field}
    </Flex>
  );
}

function MinutesField({ value, onSave }: { value: number | null; onSave(minutes: number | null): void }) {
  const [draft, setDraft] = useState<number | null>(value);
  return (
    <InputNumber
      value={draft}
      min={1}
      max={100_000}
      onChange={(next) => setDraft(next)}
      onBlur={() => draft !== value && onSave(draft)}
      suffix="minutes"
      aria-label="Estimated time in minutes"
      variant="borderless"
      placeholder="Not set"
      style={{ width: 180 }}
    />
  );
}
