import { Checkbox, Form, Input, Modal } from 'antd';
import type { FolderChanges, FolderInput, FolderView } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';

interface FolderFormValues {
  name: string;
  description: string;
  isMatter: boolean;
  matterClient: string;
  matterNumber: string;
}

/** What the modal is for: a new folder (maybe a matter) under a parent, or changing an existing one. */
export type FolderModalMode =
  | { kind: 'create'; parent: FolderView | null; asMatter: boolean }
  | { kind: 'edit'; folder: FolderView };

interface FolderModalProps {
  mode: FolderModalMode | null;
  saving: boolean;
  onCreate(input: FolderInput): Promise<unknown>;
  onUpdate(folderId: string, changes: FolderChanges): Promise<unknown>;
  onClose(): void;
}

function initialValues(mode: FolderModalMode): FolderFormValues {
  if (mode.kind === 'create') return { name: '', description: '', isMatter: mode.asMatter, matterClient: '', matterNumber: '' };
  const { folder } = mode;
  return {
    name: folder.name,
    description: folder.description,
    isMatter: folder.isMatter,
    matterClient: folder.matterClient ?? '',
    matterNumber: folder.matterNumber ?? '',
  };
}

function titleOf(mode: FolderModalMode): string {
  if (mode.kind === 'edit') return mode.folder.isMatter ? 'Edit matter' : 'Rename folder';
  const where = mode.parent ? ` in “${mode.parent.name}”` : '';
  return `${mode.asMatter ? 'New matter' : 'New folder'}${where}`;
}

/** New folder, new matter, rename: a name, and "This folder is a client matter" with the client and matter number. */
export function FolderModal({ mode, saving, onCreate, onUpdate, onClose }: FolderModalProps) {
  const [form] = Form.useForm<FolderFormValues>();
  const isMatter = Form.useWatch('isMatter', form);

  const submit = async (values: FolderFormValues) => {
    if (!mode) return;
    const matter = values.isMatter
      ? { isMatter: true, matterClient: values.matterClient.trim() || null, matterNumber: values.matterNumber.trim() || null }
      : { isMatter: false };
    const common = { name: values.name.trim(), description: values.description.trim(), ...matter };
    try {
      if (mode.kind === 'create') await onCreate({ ...common, ...(mode.parent ? { parentId: mode.parent.id } : {}) });
      else await onUpdate(mode.folder.id, common);
      onClose();
    } catch (error) {
      form.setFields([{ name: 'name', errors: [errorMessage(error)] }]);
    }
  };

  return (
    <Modal
      open={mode !== null}
      title={mode ? titleOf(mode) : ''}
      okText={mode?.kind === 'edit' ? 'Save' : 'Create'}
      cancelText="Cancel"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'kb-folder-save' }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={mode ? initialValues(mode) : undefined}
        clearOnDestroy
        onFinish={(values) => void submit(values)}
        requiredMark="optional"
        data-testid="kb-folder-form"
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Folder name is required.' }]}>
          <Input autoFocus maxLength={200} placeholder="e.g. Smith v. Acme" data-testid="kb-folder-name" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="isMatter" valuePropName="checked">
          <Checkbox data-testid="kb-folder-is-matter">This folder is a client matter</Checkbox>
        </Form.Item>
        {isMatter ? (
          <>
            <Form.Item name="matterClient" label="Client name" extra="A matter's documents are found only inside it.">
              <Input maxLength={200} data-testid="kb-matter-client" />
            </Form.Item>
            <Form.Item name="matterNumber" label="Matter number">
              <Input maxLength={100} data-testid="kb-matter-number" />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
