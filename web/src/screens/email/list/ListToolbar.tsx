import { Button, Flex, Input, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EyeInvisibleOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MailAccount, MailMessageSummary } from '../../../../../domain/mail/types';
import { DemoMailboxTag } from '../account/accountVisuals';
import type { MessageActions } from '../state/useMessageActions';
import type { MessageList } from '../state/useMessageList';
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
        placeholder="Search mail"
        allowClear
        onSearch={list.setSearch}
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
