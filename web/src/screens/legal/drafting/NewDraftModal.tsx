import { AutoComplete, Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { generateDocument, type GenerateInput } from '../api/documents';
import { draftPath } from '../legalRoute';
import { legalKeys } from '../state/legalKeys';
import { useMatters, useStyles, useTemplates } from '../state/useLegalQueries';
import { documentTypes, typeLabel } from './documentWords';

interface NewDraftModalProps {
  open: boolean;
  /** A template chosen beforehand ("Draft from this"). */
  templateId: string | null;
  onClose(): void;
}

interface DraftValues {
  title?: string;
  templateId?: string;
  documentType?: string;
  instructions: string;
  styleId?: string;
  matterId?: string;
  fields?: Record<string, string | undefined>;
  useContext: boolean;
}

/** A new draft: template, instructions, style profile, matter, the template's fields, and whether to use context. */
export function NewDraftModal({ open, templateId, onClose }: NewDraftModalProps) {
  const [form] = Form.useForm<DraftValues>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const templates = useTemplates();
  const styles = useStyles();
  const matters = useMatters();
  const chosenId = Form.useWatch('templateId', form);
  const template = templates.data?.find((one) => one.id === chosenId);

  const { submit, pending, error } = useSubmit(async (values: DraftValues) => {
    const input: GenerateInput = { instructions: values.instructions.trim(), useContext: values.useContext };
    if (values.title?.trim()) input.title = values.title.trim();
    if (values.templateId) input.templateId = values.templateId;
    if (!values.templateId && values.documentType?.trim()) input.documentType = values.documentType.trim();
    if (values.styleId) input.styleId = values.styleId;
    if (values.matterId) input.matterId = values.matterId;
    if (template?.fields.length) {
      input.fields = Object.fromEntries(template.fields.map((field) => [field, values.fields?.[field]?.trim() ?? '']));
    }
    const document = await generateDocument(input);
    client.setQueryData(legalKeys.document(document.id), document);
    void client.invalidateQueries({ queryKey: [...legalKeys.all, 'documents'] });
    onClose();
    void navigate(draftPath(document.id));
  });

  return (
    <Modal
      open={open}
      title="New draft"
      width={720}
      okText="Write the draft"
      okButtonProps={{ loading: pending, 'data-testid': 'draft-generate' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="draft-modal"
    >
      <FormError message={error} />
      <Form<DraftValues>
        name="legal-new-draft"
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ templateId: templateId ?? undefined, useContext: true, documentType: 'letter' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="title" label="Title" extra="Left empty, the draft is named after its template.">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="templateId" label="Template">
          <Select
            allowClear
            placeholder="No template"
            loading={templates.loading}
            options={(templates.data ?? []).map((one) => ({ value: one.id, label: `${one.name} (${typeLabel(one.documentType)})` }))}
            data-testid="draft-template"
          />
        </Form.Item>
        {template ? null : (
          <Form.Item name="documentType" label="Document type">
            <AutoComplete options={documentTypes(templates.data).map((type) => ({ value: type, label: typeLabel(type) }))} maxLength={60} />
          </Form.Item>
        )}
        {template?.fields.length ? (
          <fieldset className="legal-fieldset">
            <legend>Fields of “{template.name}”</legend>
            <div className="legal-form-row">
              {template.fields.map((field) => (
                <Form.Item key={field} name={['fields', field]} label={typeLabel(field)}>
                  <Input data-testid={`draft-field-${field}`} />
                </Form.Item>
              ))}
            </div>
          </fieldset>
        ) : null}
        <Form.Item name="instructions" label="Instructions" rules={[{ required: true, whitespace: true, message: 'Say what the draft should do.' }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={10_000} data-testid="draft-instructions" />
        </Form.Item>
        <div className="legal-form-row">
          <Form.Item name="styleId" label="Writing style">
            <Select allowClear placeholder="No style profile" options={(styles.data ?? []).map((style) => ({ value: style.id, label: style.name }))} />
          </Form.Item>
          <Form.Item name="matterId" label="Matter">
            <Select allowClear placeholder="No matter" options={(matters.data ?? []).map((matter) => ({ value: matter.id, label: matter.name }))} />
          </Form.Item>
        </div>
        <Form.Item name="useContext" valuePropName="checked" extra="Up to 3 of your documents and the matter's saved cases go to the model with the instructions.">
          <Checkbox>Use my documents and saved cases as context</Checkbox>
        </Form.Item>
        <Typography.Text type="secondary">Without an AI model, a template is filled with your fields; writing without a template needs a model.</Typography.Text>
      </Form>
    </Modal>
  );
}
