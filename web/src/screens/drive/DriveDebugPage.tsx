import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { formatBytes } from './format';
import { useDriveDebug } from './useDrive';

/** /debug/drive: how much the drive holds, what is in the trash, and whether Google Drive answers. */
export function DriveDebugPage() {
  usePageTitle('Drive diagnostics');
  const debug = useDriveDebug();
  return (
    <Flex vertical gap={16} style={{ maxWidth: 800 }} data-testid="drive-debug">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Drive diagnostics
        </Typography.Title>
        <Button onClick={() => void debug.refetch()} loading={debug.isFetching}>
          Check again
        </Button>
      </Flex>
      {debug.isPending ? (
        <Skeleton active />
      ) : debug.isError ? (
        <Alert type="error" showIcon title="The diagnostics could not be loaded." description={errorMessage(debug.error)} />
      ) : (
        <>
          <Card title="Storage" size="small">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Files">{`${debug.data.storage.files} (the trash included)`}</Descriptions.Item>
              <Descriptions.Item label="Space used">{formatBytes(debug.data.storage.bytes)}</Descriptions.Item>
              <Descriptions.Item label="Largest file allowed">{formatBytes(debug.data.storage.limitBytes)}</Descriptions.Item>
              <Descriptions.Item label="In the trash">{`${debug.data.trash.items} deleted files and folders`}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Google Drive" size="small">
            <Typography.Paragraph style={{ margin: 0 }} data-testid="drive-debug-google">
              {googleText(debug.data.google)}
            </Typography.Paragraph>
            {debug.data.google.error && <Alert type="warning" showIcon title={debug.data.google.error} style={{ marginTop: 12 }} />}
          </Card>
        </>
      )}
    </Flex>
  );
}

function googleText(google: { linked: boolean; scopeGranted: boolean }): string {
  if (!google.linked) return 'No Google account is linked. Link one in Mail to list your Google Drive files here.';
  if (google.scopeGranted) return 'A Google account is linked and Google Drive answered: its files can be listed (read-only).';
  return 'A Google account is linked, but Google Drive did not list its files.';
}
