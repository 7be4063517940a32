import { useNavigate } from 'react-router';
import { Button, Flex, Input, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MailAccount, MailMessageSummary } from '../../../../../domain/mail/types';
import { DemoMailboxTag } from '../account/accountVisuals';
import type { MessageActions } from '../state/useMessageActions';
import type { MessageList } from '../state/useMessageList';
import { DEFAULT_FOLDER_ROUTE_ID, folderRoute, searchRoute } from '../mailRoutes';
import { ReceiveSampleButton } from './ReceiveSampleButton';

interface ListToolbarProps {
  title: string;
  account: MailAccount | undefined;
  list: MessageList;
  selected: MailMessageSummary[];
  actions: MessageActions;
  onClearSelection(): void;
}

export function ListToolbar({ title, account, list, selected, actions, onClearSelection }: ListToolbarProps) {
  const ids = selected.map((message) => message.id);
  const navigate = useNavigate();
  const accountId = account?.id;
  const searching = list.paging.search !== '' && list.paging.search !== undefined;
  // The search box searches every folder (from:, to:, subject: and free words); clearing it returns to the Inbox.
  const search = (text: string) => {
    const query = text.trim();
    if (!accountId) return list.setSearch(query);
    if (query) {
      void navigate(searchRoute(accountId, query));
    } else if (searching) {
      list.setSearch('');
      void navigate(folderRoute(accountId, DEFAULT_FOLDER_ROUTE_ID));
    }
  };
  const run = (action: Promise<void>) => {
    onClearSelection();
    void action;
  };

  return (
    <div className="mail-toolbar">
      <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 auto' }}>
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis data-testid="mail-folder-title">
          {title}
        </Typography.Title>
        <DemoMailboxTag account={account} />
      </Flex>
      {selected.length > 0 ? (
        <Space.Compact>
          <Button icon={<EyeOutlined />} onClick={() => run(actions.setRead(selected, true))}>
            Mark read
          </Button>
          <Button icon={<EyeInvisibleOutlined />} onClick={() => run(actions.setRead(selected, false))}>
            Mark unread
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => run(actions.trash(ids))}>
            Delete
          </Button>
        </Space.Compact>
      ) : null}
      <Input.Search
        key={list.paging.search}
        defaultValue={list.paging.search}
        placeholder="Search all mail (from:, subject:)"
        aria-label="Search all mail"
        allowClear
        onSearch={search}
        style={{ flex: '0 1 260px', minWidth: 160 }}
        data-testid="mail-search"
      />
      <Tooltip title="Refresh">
        <Button icon={<ReloadOutlined spin={list.loading && list.page !== undefined} />} onClick={list.reload} aria-label="Refresh" />
      </Tooltip>
      {account?.isDemo ? <ReceiveSampleButton accountId={account.id} /> : null}
    </div>
  );
}
