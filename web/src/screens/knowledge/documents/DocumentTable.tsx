import type { HTMLAttributes } from 'react';
import { App, Button, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { DocumentView } from '../../../api/knowledge';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { sourceText } from './documentText';
import { StatusBadge } from './StatusBadge';

interface DocumentTableProps {
  documents: DocumentView[];
  onOpen(document: DocumentView): void;
  onMove(document: DocumentView): void;
  onDelete(document: DocumentView): Promise<unknown>;
}

/** The folder's documents: title (opens the viewer), status in words, source, last update, move and delete. */
export function DocumentTable({ documents, onOpen, onMove, onDelete }: DocumentTableProps) {
  const { modal } = App.useApp();
  const confirmDelete = (document: DocumentView) =>
    modal.confirm({
      title: `Delete “${document.title}”?`,
      content: 'It will no longer be found by search or used by the assistants. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () => onDelete(document),
    });

  const columns: TableColumnsType<DocumentView> = [
    {
      title: 'Title',
      key: 'title',
      render: (_, document) => (
        <Button type="link" className="kb-link-button" onClick={() => onOpen(document)} data-testid="kb-document-open">
          <span className="kb-ellipsis">{document.title}</span>
        </Button>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 190,
      render: (_, document) => <StatusBadge status={document.status} chunkCount={document.chunkCount} chunksEmbedded={document.chunksEmbedded} />,
    },
    {
      title: 'Source',
      key: 'source',
      width: 150,
      responsive: ['xxl'],
      render: (_, document) => <Typography.Text className="kb-ellipsis">{sourceText(document.source)}</Typography.Text>,
    },
    {
      title: 'Updated',
      key: 'updated',
      width: 120,
      responsive: ['lg'],
      render: (_, document) => (
        <Tooltip title={formatTimestamp(document.lastUpdated)}>
          <span>{formatRelative(document.lastUpdated)}</span>
        </Tooltip>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 96,
      render: (_, document) => (
        <Flex gap={4}>
          <Tooltip title="Move to folder">
            <Button size="small" icon={<FolderOpenOutlined />} aria-label={`Move “${document.title}” to another folder`} onClick={() => onMove(document)} data-testid="kb-document-move" />
          </Tooltip>
          <Tooltip title="Delete">
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete “${document.title}”`} onClick={() => confirmDelete(document)} data-testid="kb-document-delete" />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Table<DocumentView>
      className="kb-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={documents}
      pagination={documents.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      tableLayout="fixed"
      onRow={(document) => ({ 'data-testid': 'kb-document-row', 'data-document-id': document.id, 'data-status': document.status }) as HTMLAttributes<HTMLElement>}
      data-testid="kb-documents"
    />
  );
}
