import { Button } from 'antd';
import { EditOutlined, UndoOutlined } from '@ant-design/icons';

interface EditToggleProps {
  /** The entry can be edited now (pending, open, not being decided). */
  editable: boolean;
  editing: boolean;
  label: string;
  testId: string;
  onEdit: () => void;
  onDiscard: () => void;
}

/** "Edit …" while a pending entry shows its proposal, "Discard changes" while it is being edited. */
export function EditToggle({ editable, editing, label, testId, onEdit, onDiscard }: EditToggleProps) {
  if (editable && !editing) {
    return (
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={testId}>
        {label}
      </Button>
    );
  }
  if (editing) {
    return (
      <Button size="small" icon={<UndoOutlined />} onClick={onDiscard} data-testid="audit-discard-edit">
        Discard changes
      </Button>
    );
  }
  return null;
}
