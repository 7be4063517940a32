import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { Table } from 'antd';
import type { MailMessageSummary } from '../../../../../domain/mail/types';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import { messageRoute } from '../mailRoutes';
import { useLabels } from '../state/useMailbox';
import { compactColumns, wideColumns } from './messageColumns';

interface MessageTableProps {
  accountId: string;
  folderId: string;
  messages: MailMessageSummary[] | undefined;
  loading: boolean;
  selected: string[];
  onSelect(ids: string[]): void;
}

/** The page of messages: unread rows in bold, a click opens the message. */
export function MessageTable({ accountId, folderId, messages, loading, selected, onSelect }: MessageTableProps) {
  const navigate = useNavigate();
  const labels = useLabels(accountId).data ?? [];
  // Below 1200 px the list is too narrow for columns: each row becomes two lines.
  const wide = useMediaQuery(MIN_WIDTH.xl);

  return (
    <Table<MailMessageSummary>
      className="mail-table"
      size="middle"
      rowKey="id"
      columns={wide ? wideColumns(folderId, labels) : compactColumns(folderId, labels)}
      showHeader={wide}
      dataSource={messages ?? []}
      loading={loading}
      pagination={false}
      tableLayout="fixed"
      locale={{ emptyText: loading ? <span /> : undefined }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)), columnWidth: 44 }}
      rowClassName={(message) => (message.unread ? 'mail-row-unread' : 'mail-row-read')}
      onRow={(message) =>
        ({
          onClick: (event) => {
            // A click beside a row's checkbox selects; anywhere else it opens the message.
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            void navigate(messageRoute(accountId, folderId, message.id));
          },
          'data-testid': 'mail-message-row',
          'data-message-id': message.id,
          'data-unread': String(message.unread),
        }) as HTMLAttributes<HTMLElement>
      }
    />
  );
}
