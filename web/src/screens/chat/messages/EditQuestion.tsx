import { useId, useState } from 'react';
import { Button, Flex, Input } from 'antd';

interface EditQuestionProps {
  initial: string;
  saving: boolean;
  onSave(content: string): void;
  onCancel(): void;
}

/** Edit a question and send it again (the replies after it are written anew). Ctrl/Cmd+Enter sends, Escape cancels. */
export function EditQuestion({ initial, saving, onSave, onCancel }: EditQuestionProps) {
  const [text, setText] = useState(initial);
  const labelId = useId();
  const save = () => {
    if (text.trim()) onSave(text.trim());
  };
  return (
    <Flex vertical gap={8} className="chat-edit" data-testid="chat-edit">
      <span id={labelId} className="chat-visually-hidden">
        Edit your message
      </span>
      <Input.TextArea
        aria-labelledby={labelId}
        value={text}
        autoFocus
        autoSize={{ minRows: 2, maxRows: 10 }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
        }}
      />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" loading={saving} disabled={!text.trim()} onClick={save} data-testid="chat-edit-send">
          Send
        </Button>
      </Flex>
    </Flex>
  );
}
