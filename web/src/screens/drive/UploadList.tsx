import { Alert, Button, Flex, List, Progress, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { UploadRow } from './useUploads';

/** One line per file being (or just) uploaded: its progress, or why the server refused it. */
export function UploadList({ rows, onDismiss, onClear }: { rows: readonly UploadRow[]; onDismiss(key: string): void; onClear(): void }) {
  if (!rows.length) return null;
  const finished = rows.some((row) => row.state !== 'uploading');
  return (
    <section aria-label="Uploads" data-testid="drive-uploads">
      <List
        size="small"
        bordered
        dataSource={[...rows]}
        header={
          <Flex justify="space-between" align="center">
            <Typography.Text strong>Uploads</Typography.Text>
            {finished && (
              <Button size="small" onClick={onClear}>
                Clear finished
              </Button>
            )}
          </Flex>
        }
        renderItem={(row) => (
          <List.Item
            key={row.key}
            actions={
              row.state === 'uploading'
                ? []
                : [<Button key="dismiss" size="small" type="text" icon={<CloseOutlined aria-hidden />} aria-label={`Dismiss ${row.name}`} onClick={() => onDismiss(row.key)} />]
            }
          >
            <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
              <Typography.Text ellipsis={{ tooltip: row.name }}>{row.name}</Typography.Text>
              {row.state === 'failed' ? (
                <Alert type="error" showIcon title={row.error ?? 'The upload failed.'} data-testid="drive-upload-error" />
              ) : (
                <Progress
                  percent={row.percent}
                  size="small"
                  status={row.state === 'done' ? 'success' : 'active'}
                  aria-label={row.state === 'done' ? `${row.name} uploaded` : `Uploading ${row.name}`}
                />
              )}
            </Flex>
          </List.Item>
        )}
      />
    </section>
  );
}
