import { useState } from 'react';
import { Button, Dropdown, Flex, Input, Popconfirm, Popover, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, DeleteOutlined, FlagOutlined, PlayCircleOutlined, TagOutlined } from '@ant-design/icons';
import { TASK_PRIORITIES, type TaskPriority } from '../../../../../domain/tasks/task';
import type { BulkRequest } from '../../../api/tasks';
import { countText } from '../state/taskText';
import { cleanTags } from './TagsControl';

interface Props {
  count: number;
  busy: boolean;
  onRun(request: Omit<BulkRequest, 'taskIds'>): void;
  onClear(): void;
}

/** "N selected" with what can be done to all of them at once. */
export function BulkBar({ count, busy, onRun, onClear }: Props) {
  const [tag, setTag] = useState('');
  const [tagOpen, setTagOpen] = useState(false);
  if (!count) return null;
  const addTag = () => {
    const tags = cleanTags(tag.split(/[\s,]+/));
    if (!tags.length) return;
    onRun({ action: 'addTags', tags });
    setTag('');
    setTagOpen(false);
  };
  return (
    <Flex gap={8} wrap align="center" className="task-bulk-bar" role="region" aria-label="Selected tasks" data-testid="task-bulk-bar">
      <Typography.Text strong aria-live="polite">
        {count} selected
      </Typography.Text>
      <Button size="small" icon={<CheckOutlined />} disabled={busy} onClick={() => onRun({ action: 'complete' })}>
        Complete
      </Button>
      <Button size="small" icon={<PlayCircleOutlined />} disabled={busy} onClick={() => onRun({ action: 'start' })}>
        Start
      </Button>
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: TASK_PRIORITIES.map((priority) => ({ key: priority, label: priority })),
          onClick: ({ key }) => onRun({ action: 'setPriority', priority: key as TaskPriority }),
        }}
      >
        <Button size="small" icon={<FlagOutlined />}>
          Set priority
        </Button>
      </Dropdown>
      <Popover
        open={tagOpen}
        onOpenChange={setTagOpen}
        trigger="click"
        content={
          <Flex gap={8}>
            <Input autoFocus value={tag} onChange={(event) => setTag(event.target.value)} onPressEnter={addTag} placeholder="Tag" aria-label="Tag to add" />
            <Button type="primary" onClick={addTag}>
              Add
            </Button>
          </Flex>
        }
      >
        <Button size="small" icon={<TagOutlined />} disabled={busy}>
          Add tag
        </Button>
      </Popover>
      <Popconfirm
        title={`Delete ${countText(count, 'task')}?`}
        description="Their subtasks are deleted too."
        okText="Delete"
        okButtonProps={{ danger: true }}
        cancelText="Keep them"
        onConfirm={() => onRun({ action: 'delete' })}
      >
        <Button size="small" danger icon={<DeleteOutlined />} disabled={busy}>
          Delete
        </Button>
      </Popconfirm>
      <Button size="small" type="text" icon={<CloseOutlined />} onClick={onClear}>
        Clear selection
      </Button>
    </Flex>
  );
}
