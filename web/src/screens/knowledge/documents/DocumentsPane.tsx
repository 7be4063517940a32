import { Alert, Button, Empty, Flex, Skeleton, Upload } from 'antd';
import { FileAddOutlined, UploadOutlined } from '@ant-design/icons';
import type { DocumentView } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import type { KnowledgeScope } from '../state/scope';
import { useDocuments } from '../state/useKnowledgeQueries';
import { useUploads } from '../state/useUploads';
import { DocumentTable } from './DocumentTable';
import { UploadArea } from './UploadArea';

interface DocumentsPaneProps {
  scope: KnowledgeScope;
  onOpen(document: DocumentView): void;
  onMove(document: DocumentView): void;
  onDelete(document: DocumentView): Promise<unknown>;
  onNewNote(): void;
}

/** The open folder's documents, with upload (button or drop) and "New note". */
export function DocumentsPane({ scope, onOpen, onMove, onDelete, onNewNote }: DocumentsPaneProps) {
  const documents = useDocuments(scope);
  const uploads = useUploads(scope.folderId);

  let body;
  if (documents.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading documents">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (documents.isError && !documents.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Could not load the documents"
        description={errorMessage(documents.error)}
        action={<Button onClick={() => void documents.refetch()}>Retry</Button>}
        data-testid="kb-documents-error"
      />
    );
  } else if (!documents.data.length) {
    body = <Empty description={scope.folder ? 'No documents in this folder yet. Upload a file or add a note.' : 'No documents yet. Upload a file or add a note.'} data-testid="kb-documents-empty" />;
  } else {
    body = <DocumentTable documents={documents.data} onOpen={onOpen} onMove={onMove} onDelete={onDelete} />;
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Upload multiple customRequest={uploads.customRequest} showUploadList={false}>
          <Button type="primary" icon={<UploadOutlined />} data-testid="kb-upload-button">
            Upload files
          </Button>
        </Upload>
        <Button icon={<FileAddOutlined />} onClick={onNewNote} data-testid="kb-new-note">
          New note
        </Button>
      </Flex>
      <UploadArea items={uploads.items} customRequest={uploads.customRequest} onDismiss={uploads.dismiss} />
      {body}
    </Flex>
  );
}
