import { AutoComplete, Checkbox, Form, Input, Modal } from 'antd';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import type { Template, TemplateInput } from '../api/templates';
import { typeLabel } from './documentWords';

interface TemplateModalProps {
  /** The template being edited; null for a new one; undefined when closed. */
  template: Template | null | undefined;
  types: string[];
  onSave(id: string | null, input: TemplateInput): Promise<void>;
  onClose(): void;
}

interface TemplateValues {
  name: string;
  description?: string;
  documentType: string;
  content: string;
  isPublic: boolean;
}

/** A template's name, type, text with {{field}} placeholders, and whether others may use it. */
export function TemplateModal({ template, types, onSave, onClose }: TemplateModalProps) {
  const [form] = Form.useForm<TemplateValues>();
  const { submit, pending, error } = useSubmit(async (values: TemplateValues) => {
    await onSave(template?.id ?? null, {
      name: values.name.trim(),
      description: values.description?.trim() ?? '',
      documentType: values.documentType,
      content: values.content,
      isPublic: values.isPublic,
    });
    onClose();
  });
  const initial: TemplateValues = template
    ? { name: template.name, description: template.description, documentType: template.documentType, content: template.content, isPublic: template.isPublic }
    : { name: '', description: '', documentType: types[0] ?? 'letter', content: '', isPublic: false };

  return (
    <Modal
      open={template !== undefined}
      title={template ? 'Edit template' : 'New template'}
      width={720}
      okText={template ? 'Save template' : 'Create template'}
      okButtonProps={{ loading: pending, 'data-testid': 'template-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormError message={error} />
      <Form<TemplateValues> name="legal-template" form={form} layout="vertical" requiredMark={false} preserve={false} initialValues={initial} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Give the template a name.' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input maxLength={1000} />
        </Form.Item>
        <Form.Item name="documentType" label="Document type" rules={[{ required: true, message: 'Choose a document type.' }]}>
          <AutoComplete options={types.map((type) => ({ value: type, label: typeLabel(type) }))} maxLength={60} />
        </Form.Item>
        <Form.Item
          name="content"
          label="Text"
          extra="Write {{field_name}} where a value goes; drafting asks for each one."
          rules={[{ required: true, whitespace: true, message: 'Write the template text.' }]}
        >
          <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} />
        </Form.Item>
        <Form.Item name="isPublic" valuePropName="checked">
          <Checkbox>Public: other people can draft from this template</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
