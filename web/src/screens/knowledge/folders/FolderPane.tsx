import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { AuditOutlined, FolderAddOutlined } from '@ant-design/icons';
import type { FolderView } from '../../../api/knowledge';
import { errorMessage } from '../../../api/ApiError';
import { FolderTree } from './FolderTree';

interface FolderPaneProps {
  folders: FolderView[] | undefined;
  loading: boolean;
  error: unknown;
  selectedId: string | null;
  onSelect(folderId: string | null): void;
  onNewFolder(): void;
  onNewMatter(): void;
  onRetry(): void;
}

/** The left pane: new folder and new matter, then the tree (or its loading and error states). */
export function FolderPane({ folders, loading, error, selectedId, onSelect, onNewFolder, onNewMatter, onRetry }: FolderPaneProps) {
  let body;
  if (loading) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading folders">
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (error && !folders) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Could not load your folders"
        description={errorMessage(error)}
        action={<Button onClick={onRetry}>Retry</Button>}
        data-testid="kb-folders-error"
      />
    );
  } else {
    body = (
      <>
        <FolderTree folders={folders ?? []} selectedId={selectedId} onSelect={onSelect} />
        {folders?.length ? null : (
          <Typography.Paragraph type="secondary" className="kb-hint" data-testid="kb-folders-empty">
            No folders yet. A matter keeps a client&apos;s documents apart: they are found only inside it.
          </Typography.Paragraph>
        )}
      </>
    );
  }

  return (
    <nav className="kb-folder-pane" aria-label="Folders" data-testid="kb-folder-pane">
      <Flex justify="space-between" align="center" gap={8} wrap className="kb-pane-head">
        <Typography.Title level={2} className="kb-pane-title">
          Folders
        </Typography.Title>
        <Flex gap={4} wrap>
          <Button size="small" icon={<FolderAddOutlined />} onClick={onNewFolder} data-testid="kb-new-folder">
            New folder
          </Button>
          <Button size="small" icon={<AuditOutlined />} onClick={onNewMatter} data-testid="kb-new-matter">
            New matter
          </Button>
        </Flex>
      </Flex>
      {body}
    </nav>
  );
}
