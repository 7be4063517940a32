import { useState, type Ref } from 'react';
import { Button, Input, Space, type InputRef } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Task } from '../../../../../domain/tasks/task';

interface Props {
  inputRef: Ref<InputRef>;
  busy: boolean;
  onAdd(text: string): Promise<Task>;
  onAdded(task: Task): void;
}

export const QUICK_ADD_PLACEHOLDER = 'Add a task — e.g. Call client tomorrow 3pm #work !high';

/** One line: the title with its due date in words, #tags and !priority; Enter adds it. */
export function QuickAdd({ inputRef, busy, onAdd, onAdded }: Props) {
  const [text, setText] = useState('');
  const submit = async () => {
    const value = text.trim();
    if (!value || busy) return;
    try {
      const task = await onAdd(value);
      setText('');
      onAdded(task);
    } catch {
      // The toast says why; the words stay so they can be fixed.
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }} className="task-quick-add">
      <Input
        ref={inputRef}
        size="large"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => void submit()}
        placeholder={QUICK_ADD_PLACEHOLDER}
        aria-label="Add a task"
        aria-describedby="task-quick-add-help"
        maxLength={500}
        data-testid="task-quick-add"
        prefix={<PlusOutlined aria-hidden />}
      />
      <Button size="large" type="primary" onClick={() => void submit()} loading={busy} data-testid="task-quick-add-submit">
        Add
      </Button>
      <span id="task-quick-add-help" className="ws-sr-only">
        Write a due date in words, like tomorrow 3pm; #word adds a tag; !low, !medium, !high or !urgent sets the priority.
      </span>
    </Space.Compact>
  );
}
