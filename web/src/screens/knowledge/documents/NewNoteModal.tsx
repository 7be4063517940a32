import { Form, Input, Modal } from 'antd';
import type { TextDocumentInput } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';

interface NoteValues {
  title: string;
  content: string;
}

interface NewNoteModalProps {
  open: boolean;
  folderName: string | null;
  folderId: string | null;
  saving: boolean;
  onCreate(input: TextDocumentInput): Promise<unknown>;
  onClose(): void;
}

/** "New note": a text document typed in, added to the selected folder. */
export function NewNoteModal({ open, folderName, folderId, saving, onCreate, onClose }: NewNoteModalProps) {
  const [form] = Form.useForm<NoteValues>();
  const submit = async (values: NoteValues) => {
    try {
      await onCreate({ title: values.title.trim(), content: values.content, folderId });
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields([{ name: 'content', errors: [errorMessage(error)] }]);
    }
  };

  return (
    <Modal
      open={open}
      title={folderName ? `New note in “${folderName}”` : 'New note'}
      okText="Add note"
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="kb-note-form">
        <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Give the note a title.' }]}>
          <Input autoFocus maxLength={500} data-testid="kb-note-title" />
        </Form.Item>
        <Form.Item name="content" label="Text" rules={[{ required: true, whitespace: true, message: 'Write the text of the note.' }]}>
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} data-testid="kb-note-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
