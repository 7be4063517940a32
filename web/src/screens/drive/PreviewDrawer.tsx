import { Alert, Button, Drawer, Flex, Skeleton, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { previewKind } from '../../../../domain/files/drive-mime';
import { driveContentUrl, fetchDriveText, type DriveItemView } from '../../api/drive';
import { errorMessage } from '../../api/ApiError';
import { downloadDriveFile } from './DriveTable';
import { formatBytes, formatDate } from './format';

/** A file's preview: a PDF in a frame, an image, plain text; other types offer the download. */
export function PreviewDrawer({ item, onClose }: { item: DriveItemView | null; onClose(): void }) {
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title={item?.name ?? 'Preview'}
      size={720}
      destroyOnHidden
      data-testid="drive-preview"
      extra={
        item && (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => downloadDriveFile(item)}>
            Download
          </Button>
        )
      }
    >
      {item && (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {formatBytes(item.sizeBytes)} · changed {formatDate(item.updatedAt)}
          </Typography.Text>
          <PreviewBody item={item} />
        </Flex>
      )}
    </Drawer>
  );
}

function PreviewBody({ item }: { item: DriveItemView }) {
  const kind = previewKind(item.mimeType);
  // No sandbox attribute: Chromium's PDF viewer does not open inside <iframe sandbox>; the reply's own CSP carries 'sandbox'.
  if (kind === 'pdf') return <iframe className="drive-pdf-preview" src={driveContentUrl(item.id)} title={`Preview of ${item.name}`} />;
  if (kind === 'image') return <img className="drive-image-preview" src={driveContentUrl(item.id)} alt={`Preview of ${item.name}`} />;
  if (kind === 'text') return <TextPreview item={item} />;
  return <Alert type="info" showIcon title="This type of file cannot be shown here." description="Download it to open it on your computer." />;
}

function TextPreview({ item }: { item: DriveItemView }) {
  const text = useQuery({ queryKey: ['drive', 'text', item.id, item.updatedAt], queryFn: ({ signal }) => fetchDriveText(item.id, signal), retry: false });
  if (text.isPending) return <Skeleton active />;
  if (text.isError) return <Alert type="error" showIcon title="The file could not be read." description={errorMessage(text.error)} />;
  return (
    <pre className="drive-text-preview" tabIndex={0} aria-label={`Text of ${item.name}`} data-testid="drive-text-preview">
      {text.data}
    </pre>
  );
}
