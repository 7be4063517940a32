import type { HTMLAttributes } from 'react';
import { Button, Dropdown, Empty, Table, Typography, type MenuProps } from 'antd';
import { FileOutlined, FolderFilled, MoreOutlined } from '@ant-design/icons';
import { previewKind } from '../../../../domain/files/drive-mime';
import { driveContentUrl, type DriveItemView } from '../../api/drive';
import { formatBytes, formatDate } from './format';

export interface DriveTableProps {
  items: readonly DriveItemView[];
  loading: boolean;
  onOpenFolder(item: DriveItemView): void;
  onPreview(item: DriveItemView): void;
  onRename(item: DriveItemView): void;
  onMove(item: DriveItemView): void;
  onDelete(item: DriveItemView): void;
  onAddToKnowledge(item: DriveItemView): void;
}

/** Starts a download of the file (the content route answers it as an attachment). */
export function downloadDriveFile(item: DriveItemView): void {
  const link = document.createElement('a');
  link.href = driveContentUrl(item.id, true);
  link.download = item.name;
  link.click();
}

/** The folder's contents: name (opens a folder or previews a file), size, last change, and a menu of actions. */
export function DriveTable(props: DriveTableProps) {
  const { items, loading, onOpenFolder, onPreview } = props;
  const open = (item: DriveItemView) => (item.kind === 'folder' ? onOpenFolder(item) : onPreview(item));
  return (
    <Table<DriveItemView>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={[...items]}
      pagination={false}
      locale={{ emptyText: <Empty description="This folder is empty. Upload files or create a folder." data-testid="drive-empty" /> }}
      onRow={(item) => ({ 'data-testid': 'drive-row', 'data-name': item.name, onDoubleClick: () => open(item) }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_value, item) => (
            <Button type="link" className="drive-name-button" icon={item.kind === 'folder' ? <FolderFilled aria-hidden /> : <FileOutlined aria-hidden />} onClick={() => open(item)} data-testid="drive-item-name">
              {item.name}
            </Button>
          ),
        },
        { title: 'Size', key: 'size', width: 110, render: (_value, item) => (item.kind === 'folder' ? <Typography.Text type="secondary">Folder</Typography.Text> : formatBytes(item.sizeBytes)) },
        { title: 'Modified', key: 'modified', width: 190, responsive: ['md'], render: (_value, item) => formatDate(item.updatedAt) },
        {
          title: <span className="ws-sr-only">Actions</span>,
          key: 'actions',
          width: 64,
          align: 'end',
          render: (_value, item) => (
            <Dropdown menu={{ items: menuItems(item, props) }} trigger={['click']} placement="bottomRight">
              <Button type="text" icon={<MoreOutlined aria-hidden />} aria-label={`Actions for ${item.name}`} data-testid="drive-item-actions" />
            </Dropdown>
          ),
        },
      ]}
    />
  );
}

function menuItems(item: DriveItemView, props: DriveTableProps): MenuProps['items'] {
  const file = item.kind === 'file';
  return [
    file ? { key: 'preview', label: previewKind(item.mimeType) ? 'Preview' : 'Details', onClick: () => props.onPreview(item) } : { key: 'open', label: 'Open', onClick: () => props.onOpenFolder(item) },
    ...(file ? [{ key: 'download', label: 'Download', onClick: () => downloadDriveFile(item) }] : []),
    { key: 'rename', label: 'Rename', onClick: () => props.onRename(item) },
    { key: 'move', label: 'Move to…', onClick: () => props.onMove(item) },
    ...(file ? [{ key: 'knowledge', label: 'Add to knowledge base', onClick: () => props.onAddToKnowledge(item) }] : []),
    { type: 'divider' as const },
    { key: 'delete', label: 'Delete', danger: true, onClick: () => props.onDelete(item) },
  ];
}
