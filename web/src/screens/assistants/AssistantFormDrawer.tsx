import { Button, Drawer, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { Link } from 'react-router';
import type { AssistantInput, AssistantView } from '../../api/assistants';
import { ASSISTANT_DEFAULTS, ASSISTANT_LIMITS } from '../../../../domain/assistants/rules';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';
import { AssistantAvatar } from './AssistantAvatar';
import { AvatarUpload } from '../../components/AvatarUpload';
import { uploadAssistantAvatar } from '../../api/assistants';
import { FolderLinkSelect } from './FolderLinkSelect';
import { useAssistantMutations } from './state/useAssistantMutations';
import { useKnowledgeFolders } from './state/useAssistantQueries';

interface FormValues {
  name: string;
  description: string;
  system_prompt: string;
  type: string;
  capabilities: string[];
  model: string;
  temperature: number;
  maxTokens: number;
  isActive: boolean;
  folderIds: string[];
}

const TYPES = [
  { value: 'general', label: 'General' },
  { value: 'legal', label: 'Legal' },
  { value: 'medical', label: 'Medical' },
  { value: 'creative', label: 'Creative' },
  { value: 'life-coach', label: 'Life coach' },
];

function valuesOf(assistant: AssistantView | null): FormValues {
  return {
    name: assistant?.name ?? '',
    description: assistant?.description ?? '',
    system_prompt: assistant?.system_prompt ?? '',
    type: assistant?.type ?? ASSISTANT_DEFAULTS.type,
    capabilities: assistant?.capabilities ?? [],
    model: assistant?.model ?? '',
    temperature: assistant?.temperature ?? ASSISTANT_DEFAULTS.temperature,
    maxTokens: assistant?.maxTokens ?? ASSISTANT_DEFAULTS.maxTokens,
    isActive: assistant?.isActive ?? true,
    folderIds: assistant?.linkedFolders ?? [],
  };
}

function fieldsOf(values: FormValues): AssistantInput {
  return {
    name: values.name,
    description: values.description ?? '',
    system_prompt: values.system_prompt ?? '',
    type: values.type,
    capabilities: values.capabilities ?? [],
    model: values.model?.trim() ? values.model.trim() : null,
    temperature: values.temperature,
    maxTokens: values.maxTokens,
    isActive: values.isActive,
  };
}

interface AssistantFormDrawerProps {
  open: boolean;
  /** null: a new assistant. */
  assistant: AssistantView | null;
  onClose(): void;
}

/** Create or edit an assistant: what it is called, its instructions, the folders it answers from and its model settings. */
export function AssistantFormDrawer({ open, assistant, onClose }: AssistantFormDrawerProps) {
  const [form] = Form.useForm<FormValues>();
  const folders = useKnowledgeFolders();
  const { save } = useAssistantMutations();
  const { submit, pending, error } = useSubmit(async (values: FormValues) => {
    await save.mutateAsync({ id: assistant?.id ?? null, fields: fieldsOf(values), folderIds: values.folderIds ?? [] });
    onClose();
  });
  const title = assistant ? `Edit ${assistant.name}` : 'New assistant';

  return (
    <Drawer
      open={open}
      title={title}
      size={560}
      onClose={onClose}
      destroyOnHidden
      data-testid="assistant-form-drawer"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={pending} onClick={() => form.submit()} data-testid="assistant-save">
            {assistant ? 'Save' : 'Create assistant'}
          </Button>
        </Flex>
      }
    >
      <FormError message={error} />
      {assistant ? (
        <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
          <AssistantAvatar assistant={assistant} size={56} />
          <AvatarUpload upload={(file) => uploadAssistantAvatar(assistant.id, file)} label="Change picture" ariaLabel={`Change picture of ${assistant.name}`} testId="assistant-avatar-upload" />
        </Flex>
      ) : null}
      <Form<FormValues> form={form} layout="vertical" initialValues={valuesOf(assistant)} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the assistant a name.' }]}>
          <Input maxLength={ASSISTANT_LIMITS.name} autoFocus data-testid="assistant-name" />
        </Form.Item>
        <Form.Item name="description" label="Description" extra="What it is for, in a line or two.">
          <Input.TextArea maxLength={ASSISTANT_LIMITS.description} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="assistant-description" />
        </Form.Item>
        <Form.Item name="system_prompt" label="Instructions" extra="What the assistant is told before every conversation: its role, tone and rules.">
          <Input.TextArea maxLength={ASSISTANT_LIMITS.systemPrompt} autoSize={{ minRows: 5, maxRows: 14 }} data-testid="assistant-instructions" />
        </Form.Item>
        <Form.Item
          name="folderIds"
          label="Knowledge folders"
          extra={
            <>
              It answers from the documents in these folders. <Link to="/knowledge">Open the knowledge base</Link>
            </>
          }
        >
          <FolderLinkSelect folders={folders.data ?? []} loading={folders.isPending} />
        </Form.Item>
        {folders.error ? <Typography.Text type="danger">Could not load your folders: {folders.error.message}</Typography.Text> : null}
        <Flex gap={16} wrap>
          <Form.Item name="type" label="Kind" style={{ flex: '1 1 200px' }}>
            <Select options={TYPES} />
          </Form.Item>
          <Form.Item name="capabilities" label="What it is good at" style={{ flex: '2 1 260px' }} extra="Type a word and press Enter.">
            <Select mode="tags" maxCount={ASSISTANT_LIMITS.capabilities} open={false} suffixIcon={null} aria-label="What it is good at" />
          </Form.Item>
        </Flex>
        <Form.Item name="model" label="Model" extra="Leave empty to use the workspace's model.">
          <Input maxLength={200} placeholder="Workspace default" allowClear />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="temperature" label="Temperature" extra="0 is focused, 1 and above is inventive. Default 0.3." style={{ flex: '1 1 200px' }}>
            <InputNumber min={0} max={ASSISTANT_LIMITS.temperature} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxTokens" label="Longest answer (tokens)" extra="Default 2048." style={{ flex: '1 1 200px' }}>
            <InputNumber min={1} max={ASSISTANT_LIMITS.maxTokens} step={256} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="isActive" label="Active" valuePropName="checked" extra="Inactive assistants are hidden from your list and from chat.">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
