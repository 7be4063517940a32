import { useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Table } from 'antd';
import type { MailMessageSummary } from '../../../../../domain/mail/types';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import { formatFullDate, senderName } from '../format';
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
  // Roving focus: one row is in the Tab order; Up/Down move between rows, Enter opens, Space selects.
  const [active, setActive] = useState(0);
  const rows = messages ?? [];
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));
  const open = (message: MailMessageSummary) => void navigate(messageRoute(accountId, folderId, message.id));
  const onRowKey = (event: KeyboardEvent<HTMLElement>, message: MailMessageSummary) => {
    if (event.target !== event.currentTarget) return;
    const row = event.currentTarget;
    const move = (target: Element | null | undefined) => {
      if (target instanceof HTMLElement && target.dataset.messageId) {
        event.preventDefault();
        target.focus();
      }
    };
    if (event.key === 'ArrowDown') move(row.nextElementSibling);
    else if (event.key === 'ArrowUp') move(row.previousElementSibling);
    else if (event.key === 'Home') move(row.parentElement?.querySelector('[data-message-id]'));
    else if (event.key === 'End') move(Array.from(row.parentElement?.querySelectorAll('[data-message-id]') ?? []).at(-1));
    else if (event.key === 'Enter') {
      event.preventDefault();
      open(message);
    } else if (event.key === ' ') {
      event.preventDefault();
      onSelect(selected.includes(message.id) ? selected.filter((id) => id !== message.id) : [...selected, message.id]);
    }
  };

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
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        columnWidth: 44,
        getCheckboxProps: (message) => ({ 'aria-label': `Select “${message.subject || '(no subject)'}”` }) as Record<string, string>,
      }}
      rowClassName={(message) => (message.unread ? 'mail-row-unread' : 'mail-row-read')}
      onRow={(message, index = 0) =>
        ({
          onClick: (event) => {
            // A click beside a row's checkbox selects; anywhere else it opens the message.
            if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
            open(message);
          },
          tabIndex: index === activeIndex ? 0 : -1,
          onFocus: (event) => {
            if (event.target === event.currentTarget) setActive(index);
          },
          onKeyDown: (event) => onRowKey(event, message),
          'aria-label': `${message.unread ? 'Unread, ' : ''}${senderName(message.from)}: ${message.subject || '(no subject)'}, ${formatFullDate(message.date)}`,
          'data-testid': 'mail-message-row',
          'data-message-id': message.id,
          'data-unread': String(message.unread),
        }) as HTMLAttributes<HTMLElement>
      }
    />
  );
}
