import { Progress, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import type { ProcessingRow } from '../../../api/knowledge';
import { formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { useMediaQuery } from '../../../components/useMediaQuery';
import { StatusBadge } from '../documents/StatusBadge';
import { RetryButton } from './RetryButton';

interface ProcessingTableProps {
  rows: ProcessingRow[];
  retryingId: string | null;
  onRetry(row: ProcessingRow): void;
}

function whereText(row: ProcessingRow): string {
  if (row.matterName && row.folderName && row.folderName !== row.matterName) return `${row.folderName} · Matter ${row.matterName}`;
  if (row.matterName) return `Matter ${row.matterName}`;
  return row.folderName ?? 'No folder';
}

function percentOf(row: ProcessingRow): number {
  if (row.status === 'ready') return 100;
  return row.chunkCount > 0 ? Math.round((row.chunksEmbedded / row.chunkCount) * 100) : 0;
}

/** Every document's state: status in words, progress, the full error, retries and Retry. */
export function ProcessingTable({ rows, retryingId, onRetry }: ProcessingTableProps) {
  // Below 768 px the Problem column is hidden and the error shows under the title instead.
  const wide = useMediaQuery('(min-width: 768px)');
  const columns: TableColumnsType<ProcessingRow> = [
    {
      title: 'Document',
      key: 'title',
      render: (_, row) => (
        <div>
          <Typography.Text strong className="kb-folder-name" data-testid="kb-processing-title">
            {row.title}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" className="kb-small">
            {whereText(row)}
          </Typography.Text>
          {!wide && row.error ? (
            <Typography.Paragraph type="danger" className="kb-error-text kb-small" style={{ margin: '4px 0 0' }}>
              {row.error}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 200,
      render: (_, row) => (
        <div>
          <StatusBadge status={row.status} chunkCount={row.chunkCount} chunksEmbedded={row.chunksEmbedded} />
          {row.status !== 'error' ? (
            <Progress
              percent={percentOf(row)}
              size="small"
              status={row.status === 'pending' ? 'active' : 'success'}
              aria-label={`${row.title}: passages ready to search`}
              style={{ margin: 0 }}
            />
          ) : null}
        </div>
      ),
    },
    {
      title: 'Problem',
      key: 'error',
      responsive: ['md'],
      render: (_, row) =>
        row.error ? (
          <Typography.Text type="danger" className="kb-error-text" data-testid="kb-processing-error">
            {row.error}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        ),
    },
    {
      title: 'Retries',
      key: 'retries',
      width: 170,
      render: (_, row) => <RetryButton row={row} busy={retryingId === row.id} onRetry={onRetry} />,
    },
    {
      title: 'Updated',
      key: 'updated',
      width: 110,
      responsive: ['lg'],
      render: (_, row) => (
        <Tooltip title={formatTimestamp(row.lastUpdated)}>
          <span>{formatRelative(row.lastUpdated)}</span>
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<ProcessingRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      tableLayout="fixed"
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      onRow={(row) => ({ 'data-testid': 'kb-processing-row', 'data-document-id': row.id, 'data-status': row.status }) as HTMLAttributes<HTMLElement>}
      data-testid="kb-processing-table"
    />
  );
}
