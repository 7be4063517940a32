import { Checkbox, Form, Input, Modal, Switch } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { folderPrivileges } from '../../../../../domain/knowledge/folder-privilege';
import type { FolderChanges, FolderInput, FolderView } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import { CASE_NUMBERS_HELP, caseNumbersRule, caseNumbersText, isCaseNumberError, parseCaseNumbers } from '../matter-links/caseNumberInput';

interface FolderFormValues {
  name: string;
  description: string;
  isMatter: boolean;
  matterClient: string;
  matterNumber: string;
  caseNumbers: string;
  isPrivileged: boolean;
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
  /** All the user's folders, to say when a folder is privileged through one above it. */
  folders?: readonly FolderView[];
}

/** The folder above whose mark makes this one privileged anyway (the new folder's parent, or the edited folder's ancestors). */
function inheritedFrom(mode: FolderModalMode, folders: readonly FolderView[]): FolderView | null {
  const startId = mode.kind === 'create' ? (mode.parent?.id ?? null) : mode.folder.parentId;
  if (!startId) return null;
  const privilege = folderPrivileges(folders).get(startId);
  return privilege?.privileged ? (folders.find((folder) => folder.id === privilege.from) ?? null) : null;
}

function initialValues(mode: FolderModalMode): FolderFormValues {
  if (mode.kind === 'create') return { name: '', description: '', isMatter: mode.asMatter, matterClient: '', matterNumber: '', caseNumbers: '', isPrivileged: false };
  const { folder } = mode;
  return {
    name: folder.name,
    description: folder.description,
    isMatter: folder.isMatter,
    matterClient: folder.matterClient ?? '',
    matterNumber: folder.matterNumber ?? '',
    caseNumbers: caseNumbersText(folder.caseNumbers),
    isPrivileged: folder.isPrivileged,
  };
}

function titleOf(mode: FolderModalMode): string {
  if (mode.kind === 'edit') return mode.folder.isMatter ? 'Edit matter' : 'Rename folder';
  const where = mode.parent ? ` in “${mode.parent.name}”` : '';
  return `${mode.asMatter ? 'New matter' : 'New folder'}${where}`;
}

/** New folder, new matter, rename: a name, and "This folder is a client matter" with the client and matter number. */
export function FolderModal({ mode, saving, onCreate, onUpdate, onClose, folders = [] }: FolderModalProps) {
  const [form] = Form.useForm<FolderFormValues>();
  const isMatter = Form.useWatch('isMatter', form);
  const inherited = mode ? inheritedFrom(mode, folders) : null;

  const submit = async (values: FolderFormValues) => {
    if (!mode) return;
    const matter = values.isMatter
      ? { isMatter: true, matterClient: values.matterClient.trim() || null, matterNumber: values.matterNumber.trim() || null, caseNumbers: parseCaseNumbers(values.caseNumbers) }
      : { isMatter: false };
    const common = { name: values.name.trim(), description: values.description.trim(), ...matter, isPrivileged: values.isPrivileged };
    try {
      if (mode.kind === 'create') await onCreate({ ...common, ...(mode.parent ? { parentId: mode.parent.id } : {}) });
      else await onUpdate(mode.folder.id, common);
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      form.setFields([{ name: isCaseNumberError(message) ? 'caseNumbers' : 'name', errors: [message] }]);
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
            <Form.Item name="caseNumbers" label="Case numbers" extra={CASE_NUMBERS_HELP} rules={[caseNumbersRule]}>
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} placeholder="ADJ12345678" data-testid="kb-matter-case-numbers" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="isPrivileged"
          valuePropName="checked"
          label={
            <span id="kb-folder-privileged-label">
              <LockOutlined aria-hidden /> Privileged — never sent to an outside AI model
            </span>
          }
          extra={
            <span id="kb-folder-privileged-help">
              {inherited
                ? `Already privileged because it is inside “${inherited.name}”. `
                : 'Its documents and everything in its subfolders stay out of requests to AI services outside the firm. '}
              A model running on the firm's own machines may still read them.
            </span>
          }
        >
          <Switch aria-labelledby="kb-folder-privileged-label" aria-describedby="kb-folder-privileged-help" data-testid="kb-folder-privileged" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
