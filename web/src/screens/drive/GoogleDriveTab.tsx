import { useState } from 'react';
import { Alert, Button, Empty, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { GoogleDriveFileView } from '../../api/drive';
import { errorMessage } from '../../api/ApiError';
import { formatBytes, formatDate } from './format';
import { useGoogleDrive } from './useDrive';

/** The linked Google account's Drive, read-only, 50 files a page. */
export function GoogleDriveTab() {
  // The tokens of the pages before the one shown; null is the first page.
  const [pages, setPages] = useState<Array<string | null>>([null]);
  const token = pages[pages.length - 1] ?? null;
  const listing = useGoogleDrive(token, true);

  if (listing.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your Google Drive could not be listed."
        description={errorMessage(listing.error)}
        action={<Button onClick={() => void listing.refetch()}>Try again</Button>}
        data-testid="google-drive-error"
      />
    );
  }
  if (listing.data && !listing.data.linked) {
    return (
      <Empty description="No Google account is linked. Link your Google account in Mail to see your Google Drive files here." data-testid="google-drive-unlinked">
        <Link to="/email">Go to Mail</Link>
      </Empty>
    );
  }

  const next = listing.data?.nextPageToken ?? null;
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Read-only: these files stay in Google Drive. Open one to see it there.
      </Typography.Paragraph>
      <Table<GoogleDriveFileView>
        rowKey="id"
        size="middle"
        loading={listing.isFetching}
        dataSource={listing.data?.files ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="Your Google Drive has no files." /> }}
        columns={[
          {
            title: 'Name',
            key: 'name',
            render: (_value, file) =>
              file.webViewLink ? (
                <a href={file.webViewLink} target="_blank" rel="noopener noreferrer">
                  {file.name}
                  <span className="ws-sr-only"> (opens Google Drive in a new tab)</span>
                </a>
              ) : (
                file.name
              ),
          },
          { title: 'Type', key: 'type', responsive: ['md'], render: (_value, file) => typeLabel(file.mimeType) },
          { title: 'Size', key: 'size', width: 110, render: (_value, file) => formatBytes(file.sizeBytes) },
          { title: 'Modified', key: 'modified', width: 190, responsive: ['md'], render: (_value, file) => formatDate(file.modifiedTime) },
        ]}
      />
      <Flex gap={8} justify="flex-end">
        <Button disabled={pages.length < 2} onClick={() => setPages((current) => current.slice(0, -1))}>
          Previous page
        </Button>
        <Button disabled={!next} onClick={() => next && setPages((current) => [...current, next])}>
          Next page
        </Button>
      </Flex>
    </Flex>
  );
}

function typeLabel(mimeType: string): string {
  if (mimeType === 'application/vnd.google-apps.folder') return 'Folder';
  if (mimeType.startsWith('application/vnd.google-apps.')) return `Google ${mimeType.slice('application/vnd.google-apps.'.length)}`;
  if (mimeType === 'application/pdf') return 'PDF';
  if (mimeType.startsWith('image/')) return 'Image';
  if (mimeType.startsWith('text/')) return 'Text';
  return mimeType;
}
