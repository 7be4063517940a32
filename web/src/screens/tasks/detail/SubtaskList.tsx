import { useState } from 'react';
import { Button, Checkbox, Flex, Input, List, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Task } from '../../../../../domain/tasks/task';
import { errorMessage } from '../../../api/ApiError';
import type { TaskActions } from '../state/useTaskActions';
import { useSubtasks } from '../state/useTasks';

/** The task's subtasks: tick to complete, and a line to add one. */
export function SubtaskList({ task, actions }: { task: Task; actions: TaskActions }) {
  const subtasks = useSubtasks(task.id);
  const [title, setTitle] = useState('');
  const add = () => {
    const value = title.trim();
    if (!value) return;
    actions.create.mutate({ title: value, parentTaskId: task.id }, { onSuccess: () => setTitle('') });
  };
  const list = subtasks.data ?? [];
  const done = list.filter((one) => one.status === 'Done').length;
  return (
    <Flex vertical gap={8} data-testid="task-subtasks">
      <Typography.Text strong>
        Subtasks {list.length ? <Typography.Text type="secondary">({done} of {list.length} done)</Typography.Text> : null}
      </Typography.Text>
      {subtasks.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
      {subtasks.error ? <Typography.Text type="danger">{errorMessage(subtasks.error)}</Typography.Text> : null}
      {list.length ? (
        <List
          size="small"
          dataSource={list}
          renderItem={(subtask) => (
            <List.Item data-testid="subtask">
              <Checkbox
                checked={subtask.status === 'Done'}
                onChange={(event) =>
                  event.target.checked
                    ? actions.transition.mutate({ taskId: subtask.id, to: 'complete' })
                    : actions.update.mutate({ taskId: subtask.id, changes: { status: 'To Do' } })
                }
              >
                <span className={subtask.status === 'Done' ? 'task-title is-done' : 'task-title'}>{subtask.title}</span>
              </Checkbox>
            </List.Item>
          )}
        />
      ) : null}
      <Flex gap={8}>
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onPressEnter={add}
          placeholder="Add a subtask"
          aria-label="Add a subtask"
          maxLength={500}
          data-testid="subtask-add"
        />
        <Button icon={<PlusOutlined />} onClick={add} loading={actions.create.isPending} aria-label="Add the subtask" />
      </Flex>
    </Flex>
  );
}
