import { useState } from 'react';
import { Alert, Button, Empty, List, Modal, Skeleton, Typography } from 'antd';
import { FolderFilled } from '@ant-design/icons';
import type { DriveItemView } from '../../api/drive';
import { errorMessage } from '../../api/ApiError';
import { DriveBreadcrumb } from './DriveBreadcrumb';
import { useDriveFolder } from './useDrive';

export interface MoveModalProps {
  item: DriveItemView;
  startFolderId: string | null;
  onCancel(): void;
  /** Rejects with the server's reason, shown in the dialog. */
  onMove(parentId: string | null, folderName: string): Promise<void>;
}

/** A folder picker: walk down the folders (never into the item itself) and move the item to the one shown. */
export function MoveModal({ item, startFolderId, onCancel, onMove }: MoveModalProps) {
  const [at, setAt] = useState<string | null>(startFolderId);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const listing = useDriveFolder(at);
  const path = listing.data?.path ?? [];
  const here = path.length ? path[path.length - 1]!.name : 'My drive';
  const folders = (listing.data?.items ?? []).filter((entry) => entry.kind === 'folder' && entry.id !== item.id);
  const alreadyThere = at === item.parentId;

  const move = async () => {
    setMoving(true);
    setError(null);
    try {
      await onMove(at, here);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setMoving(false);
    }
  };

  return (
    <Modal
      open
      title={`Move "${item.name}"`}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="move" type="primary" loading={moving} disabled={alreadyThere || listing.isPending || listing.isError} onClick={() => void move()} data-testid="drive-move-here">
          {`Move to ${here}`}
        </Button>,
      ]}
    >
      <DriveBreadcrumb path={path} onOpenFolder={(id) => setAt(id)} label="Destination folder path" />
      {alreadyThere && <Typography.Paragraph type="secondary">It is already in this folder. Open another folder below.</Typography.Paragraph>}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {listing.isError ? (
        <Alert type="error" showIcon title="The folders could not be loaded." description={errorMessage(listing.error)} />
      ) : listing.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : (
        <List
          size="small"
          bordered
          dataSource={folders}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No folders here." /> }}
          renderItem={(folder) => (
            <List.Item key={folder.id}>
              <Button type="link" className="drive-name-button" icon={<FolderFilled aria-hidden />} onClick={() => setAt(folder.id)} aria-label={`Open folder ${folder.name}`}>
                {folder.name}
              </Button>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
