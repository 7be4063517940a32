import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { formatTimestamp } from '../../../components/relativeTime';
import { ReadOnlyCanvas } from './ReadOnlyCanvas';
import { useVersion } from './useVersion';

interface VersionViewerProps {
  automationId: string;
  /** null: closed. */
  version: number | null;
  currentVersion: number;
  onRestore(version: number): void;
  onClose(): void;
}

/** One saved version on a read-only canvas, with Restore. */
export function VersionViewer({ automationId, version, currentVersion, onRestore, onClose }: VersionViewerProps) {
  const loaded = useVersion(automationId, version);
  const data = loaded.data;
  return (
    <Modal
      open={version !== null}
      title={`Version ${version ?? ''}${version === currentVersion ? ' (current)' : ''}`}
      width="90vw"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Close</Button>
          {version !== null && version !== currentVersion ? (
            <Button type="primary" icon={<RollbackOutlined />} onClick={() => onRestore(version)} data-testid="version-viewer-restore">
              Restore this version
            </Button>
          ) : null}
        </Flex>
      }
      onCancel={onClose}
      destroyOnHidden
      data-testid="version-viewer"
    >
      {loaded.error ? <Alert type="error" showIcon title="Could not load this version" description={errorMessage(loaded.error)} /> : null}
      {data ? (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            Saved {formatTimestamp(data.createdAt)}
            {data.note ? ` · ${data.note}` : ''}
            {data.restoredFrom ? ` · restored from version ${data.restoredFrom}` : ''}
          </Typography.Text>
          <ReadOnlyCanvas definition={data.definition} />
        </Flex>
      ) : loaded.error ? null : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
