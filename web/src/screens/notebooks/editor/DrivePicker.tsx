import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Empty, List, Modal, Skeleton } from 'antd';
import { FileImageOutlined, FolderOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { driveContentUrl, fetchDriveFolder, type DriveItemView } from '../../../api/drive';

interface Props {
  open: boolean;
  onPick(src: string, alt: string): void;
  onClose(): void;
}

const isImage = (item: DriveItemView) => item.kind === 'file' && (item.mimeType ?? '').startsWith('image/');

/** Picks an image from the user's drive, folder by folder; only images can be chosen. */
export function DrivePicker({ open, onPick, onClose }: Props) {
  const [folderId, setFolderId] = useState<string | null>(null);
  const listing = useQuery({ queryKey: ['drive', 'picker', folderId], queryFn: ({ signal }) => fetchDriveFolder(folderId, signal), enabled: open });
  const items = (listing.data?.items ?? []).filter((item) => item.kind === 'folder' || isImage(item));
  return (
    <Modal open={open} title="Insert an image from your drive" onCancel={onClose} footer={<Button onClick={onClose}>Cancel</Button>} destroyOnHidden>
      <Breadcrumb
        items={[
          { title: <Button type="link" size="small" onClick={() => setFolderId(null)}>Drive</Button> },
          ...(listing.data?.path ?? []).map((folder) => ({ title: <Button type="link" size="small" onClick={() => setFolderId(folder.id)}>{folder.name}</Button> })),
        ]}
      />
      {listing.isPending ? (
        <Skeleton active />
      ) : listing.isError ? (
        <Alert type="error" showIcon message="Your drive could not be listed." description={errorMessage(listing.error)} />
      ) : items.length === 0 ? (
        <Empty description="No images here. Upload images on the Drive screen." />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item>
              <Button
                type="text"
                icon={item.kind === 'folder' ? <FolderOutlined /> : <FileImageOutlined />}
                onClick={() => {
                  if (item.kind === 'folder') setFolderId(item.id);
                  else onPick(driveContentUrl(item.id), item.name);
                }}
              >
                {item.name}
              </Button>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
