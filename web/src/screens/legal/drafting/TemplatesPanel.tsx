import { useState } from 'react';
import { Alert, Button, Empty, Flex, Popconfirm, Skeleton, Switch, Tag, Upload } from 'antd';
import { DeleteOutlined, EditOutlined, FileWordOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import type { Template } from '../api/templates';
import { useDocuments, useTemplates } from '../state/useLegalQueries';
import { documentTypes, typeLabel } from './documentWords';
import { TemplateModal } from './TemplateModal';
import { useTemplateActions } from './useTemplateActions';

/** The user's templates and public ones: create, edit, make public, upload a Word file, delete, and draft from one. */
export function TemplatesPanel({ onUse }: { onUse(templateId: string): void }) {
  const templates = useTemplates();
  const documents = useDocuments({});
  const actions = useTemplateActions();
  const [editing, setEditing] = useState<Template | null | undefined>(undefined);
  const types = documentTypes(templates.data, documents.data);

  let body;
  if (templates.data?.length) {
    body = (
      <ul className="legal-list" aria-label="Templates">
        {templates.data.map((template) => (
          <li key={template.id} className="legal-item" data-testid="template-row">
            <Flex justify="space-between" gap={8} wrap align="baseline">
              <h3>{template.name}</h3>
              <Flex gap={4} wrap>
                <Tag>{typeLabel(template.documentType)}</Tag>
                {template.isPublic ? <Tag color="blue">Public</Tag> : null}
                {template.mine ? null : <Tag>Shared with you</Tag>}
              </Flex>
            </Flex>
            {template.description ? <p className="legal-snippet">{template.description}</p> : null}
            <div className="legal-meta">
              {template.fields.length ? `Fields: ${template.fields.join(', ')}` : 'No fields to fill'}
              {template.hasDocx ? (
                <>
                  {' · '}
                  <FileWordOutlined aria-hidden /> Word file: {template.docxFilename ?? 'uploaded'}
                </>
              ) : null}
            </div>
            <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
              <Button size="small" onClick={() => onUse(template.id)} data-testid="template-use">
                Draft from this
              </Button>
              {template.mine ? (
                <>
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(template)}>
                    Edit
                  </Button>
                  <Upload
                    accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                    showUploadList={false}
                    customRequest={(options) => {
                      if (options.file instanceof File) void actions.uploadDocx(template, options.file);
                    }}
                  >
                    <Button size="small" icon={<UploadOutlined />} loading={actions.busyId === template.id}>
                      {template.hasDocx ? 'Replace Word file' : 'Upload Word file'}
                    </Button>
                  </Upload>
                  <Flex gap={6} align="center">
                    <Switch
                      size="small"
                      id={`template-public-${template.id}`}
                      checked={template.isPublic}
                      disabled={actions.busyId === template.id}
                      onChange={(checked) => void actions.setPublic(template, checked)}
                    />
                    <label htmlFor={`template-public-${template.id}`}>
                      Public<span className="legal-visually-hidden">: {template.name}</span>
                    </label>
                  </Flex>
                  <Popconfirm title={`Delete “${template.name}”?`} okText="Delete" onConfirm={() => void actions.remove(template)}>
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${template.name}`} />
                  </Popconfirm>
                </>
              ) : null}
            </Flex>
          </li>
        ))}
      </ul>
    );
  } else if (templates.data) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No templates yet." data-testid="templates-empty" />;
  } else if (templates.error && !templates.loading) {
    body = <Alert type="error" showIcon title="Could not load your templates." description={errorMessage(templates.error)} action={<Button onClick={() => void templates.reload()}>Try again</Button>} />;
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your templates">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }

  return (
    <section className="legal-panel" aria-labelledby="templates-heading" data-testid="templates-panel">
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <h2 id="templates-heading" style={{ margin: 0 }}>
          Templates
        </h2>
        <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="template-new">
          New template
        </Button>
      </Flex>
      {body}
      <TemplateModal template={editing} types={types} onSave={actions.save} onClose={() => setEditing(undefined)} />
    </section>
  );
}
