import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Result, Select, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, FileWordOutlined, SaveOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../api/ApiError';
import type { DocumentStatus, LegalDocument } from '../api/documents';
import { DRAFTING_PATH } from '../legalRoute';
import { useLegalDocument } from '../state/useLegalQueries';
import { CitationsPanel } from './CitationsPanel';
import { STATUS_OPTIONS, typeLabel } from './documentWords';
import { StyleCheckPanel } from './StyleCheckPanel';
import { useDraftActions } from './useDraftActions';

interface EditorValues {
  title: string;
  status: DocumentStatus;
  tags: string[];
  content: string;
}

const valuesOf = (document: LegalDocument): EditorValues => ({ title: document.title, status: document.status, tags: document.tags, content: document.content });

/** /ai-assistant/drafting/:documentId: the draft's text, status and tags; its citations; the style check; the Word export. */
export function DocumentEditor({ documentId }: { documentId: string }) {
  const loaded = useLegalDocument(documentId);
  const document = loaded.data;
  const back = (
    <Link to={DRAFTING_PATH}>
      <ArrowLeftOutlined aria-hidden /> All drafts
    </Link>
  );

  if (!document) {
    if (loaded.error && !loaded.loading) {
      const missing = loaded.error instanceof ApiError && loaded.error.status === 404;
      return (
        <Result
          status={missing ? 'warning' : 'error'}
          title={<h1 className="legal-off-title">{missing ? 'This draft was not found.' : 'The draft could not be loaded.'}</h1>}
          subTitle={missing ? undefined : errorMessage(loaded.error)}
          extra={missing ? back : <Button onClick={() => void loaded.reload()}>Try again</Button>}
          data-testid="draft-missing"
        />
      );
    }
    return (
      <div role="status" aria-busy="true" aria-label="Loading the draft">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  return <DraftForm key={document.id} document={document} back={back} />;
}

function DraftForm({ document, back }: { document: LegalDocument; back: ReactNode }) {
  const [form] = Form.useForm<EditorValues>();
  const navigate = useNavigate();
  const actions = useDraftActions(document.id);
  const content = Form.useWatch('content', form);
  const unsaved = content !== undefined && content !== document.content;

  // A newer version from the server (a save, a live update) replaces the fields the person has not changed.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue(valuesOf(document));
  }, [document, form]);

  const save = async (values: EditorValues) => {
    const saved = await actions.save({ title: values.title.trim() || 'Untitled', content: values.content, status: values.status, tags: values.tags, version: document.version });
    if (saved) {
      form.resetFields();
      form.setFieldsValue(valuesOf(saved));
    }
  };

  return (
    <Flex vertical gap={16} data-testid="draft-editor">
      <div>
        {back}
        <h1 className="legal-title" style={{ marginTop: 8 }} data-testid="draft-title">
          {document.title || 'Untitled'}
        </h1>
        <Typography.Text type="secondary">
          {typeLabel(document.documentType)}
          {document.metadata.generated ? ' · written by the assistant: review it before you use it' : ''}
        </Typography.Text>
      </div>
      {actions.stale ? (
        <Alert
          type="warning"
          showIcon
          title="This draft was changed elsewhere."
          description="Reload it to see the latest version, then make your changes again."
          action={
            <Button
              onClick={() => {
                form.resetFields();
                void actions.reload();
              }}
            >
              Reload
            </Button>
          }
          data-testid="draft-stale"
        />
      ) : null}
      <div className="legal-columns">
        <section className="legal-panel" aria-label="The draft">
          <Form<EditorValues> name="legal-draft" form={form} layout="vertical" requiredMark={false} initialValues={valuesOf(document)} onFinish={(values) => void save(values)}>
            <Form.Item name="title" label="Title">
              <Input maxLength={300} data-testid="draft-title-input" />
            </Form.Item>
            <div className="legal-form-row">
              <Form.Item name="status" label="Status">
                <Select options={STATUS_OPTIONS} />
              </Form.Item>
              <Form.Item name="tags" label="Tags">
                <Select mode="tags" tokenSeparators={[',']} maxCount={30} placeholder="Add tags" />
              </Form.Item>
            </div>
            <Form.Item name="content" label="Text">
              <Input.TextArea autoSize={{ minRows: 14, maxRows: 40 }} className="legal-editor-text" data-testid="draft-content" />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={actions.saving} data-testid="draft-save">
                Save
              </Button>
              <Button icon={<FileWordOutlined />} loading={actions.exporting} onClick={() => void actions.exportWord()} data-testid="draft-export">
                Export to Word
              </Button>
              <Popconfirm
                title="Delete this draft?"
                okText="Delete"
                onConfirm={async () => {
                  if (await actions.remove()) void navigate(DRAFTING_PATH);
                }}
              >
                <Button danger icon={<DeleteOutlined />}>
                  Delete
                </Button>
              </Popconfirm>
            </Flex>
            <div aria-live="polite">
              {actions.exportError ? (
                <Alert type="error" showIcon title="Not exported." description={actions.exportError} style={{ marginTop: 12 }} data-testid="draft-export-error" />
              ) : document.exportReady ? null : (
                <Typography.Text className="legal-meta" style={{ display: 'block', marginTop: 8 }}>
                  Export to Word waits until every citation is verified or confirmed by you.
                </Typography.Text>
              )}
            </div>
          </Form>
        </section>
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <CitationsPanel
            citations={document.citations}
            unsaved={unsaved}
            checking={actions.checking}
            busyId={actions.busyCitation}
            onCheck={() => void actions.check()}
            onConfirm={(citation, confirmed) => void actions.confirm(citation, confirmed)}
          />
          <StyleCheckPanel documentId={document.id} defaultStyleId={document.styleId} />
        </Flex>
      </div>
    </Flex>
  );
}
