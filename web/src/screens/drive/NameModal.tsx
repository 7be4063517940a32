import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { checkDriveName, DRIVE_NAME_MAX_LENGTH } from '../../../../domain/files/drive-rules';
import { errorMessage } from '../../api/ApiError';

export interface NameModalProps {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  initialName: string;
  onCancel(): void;
  /** Rejects with the server's reason, which the dialog shows under the field. */
  onSubmit(name: string): Promise<void>;
}

/** A name for a new folder or for renaming: the drive's rules checked as the user types, the server's answer shown in place. */
export function NameModal({ open, title, label, okText, initialName, onCancel, onSubmit }: NameModalProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(null);
    }
  }, [open, initialName]);

  const submit = async () => {
    const checked = checkDriveName(name);
    if (!checked.ok) return setError(checked.message);
    setSaving(true);
    try {
      await onSubmit(checked.name);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} okText={okText} cancelText="Cancel" onOk={() => void submit()} onCancel={onCancel} confirmLoading={saving} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={label} htmlFor="drive-name-input" validateStatus={error ? 'error' : ''} help={error ?? undefined} style={{ marginBottom: 0 }}>
          <Input
            id="drive-name-input"
            value={name}
            maxLength={DRIVE_NAME_MAX_LENGTH}
            autoFocus
            onFocus={(event) => {
              // Select the name without its extension, as file managers do.
              const dot = event.target.value.lastIndexOf('.');
              event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
            }}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            data-testid="drive-name-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
