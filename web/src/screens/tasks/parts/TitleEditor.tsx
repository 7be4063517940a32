import { useRef, useState } from 'react';
import { Input, Typography } from 'antd';

interface Props {
  title: string;
  done: boolean;
  editing: boolean;
  onEditing(editing: boolean): void;
  onSave(title: string): void;
}

/** The title; a click, Enter or F2 turns it into a field, Enter saves, Escape gives up. */
export function TitleEditor({ title, done, editing, onEditing, onSave }: Props) {
  if (editing) return <TitleInput title={title} onEditing={onEditing} onSave={onSave} />;
  return (
    <Typography.Text
      role="button"
      tabIndex={0}
      className={`task-title${done ? ' is-done' : ''}`}
      delete={done}
      aria-label={`${title}, edit title`}
      data-testid="task-title"
      onClick={() => onEditing(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'F2') {
          event.preventDefault();
          event.stopPropagation();
          onEditing(true);
        }
      }}
    >
      {title}
    </Typography.Text>
  );
}

function TitleInput({ title, onEditing, onSave }: Pick<Props, 'title' | 'onEditing' | 'onSave'>) {
  const [draft, setDraft] = useState(title);
  const done = useRef(false);
  const save = () => {
    if (done.current) return;
    done.current = true;
    const next = draft.trim();
    onEditing(false);
    if (next && next !== title) onSave(next);
  };
  return (
    <Input
      size="small"
      autoFocus
      value={draft}
      aria-label="Task title"
      maxLength={500}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') save();
        if (event.key === 'Escape') {
          done.current = true;
          onEditing(false);
        }
      }}
      onPointerDown={(event) => event.stopPropagation()}
      data-testid="task-title-input"
      className="task-title-input"
    />
  );
}
