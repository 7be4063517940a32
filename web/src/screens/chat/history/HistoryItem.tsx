import { useState } from 'react';
import { App, Button, Dropdown, Input } from 'antd';
import { DeleteOutlined, EditOutlined, MoreOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ConversationView } from '../../../../../domain/chat/views';
import { conversationPath } from '../state/chatRoute';

interface HistoryItemProps {
  conversation: ConversationView;
  active: boolean;
  onRename(title: string): void;
  onTogglePin(): void;
  onDelete(): Promise<unknown>;
  onOpen(): void;
}

/** One conversation in the history: its title (a link), a pin when pinned, and rename, pin and delete. */
export function HistoryItem({ conversation, active, onRename, onTogglePin, onDelete, onOpen }: HistoryItemProps) {
  const { modal } = App.useApp();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(conversation.title);

  const startRename = () => {
    setTitle(conversation.title);
    setRenaming(true);
  };
  const finishRename = (save: boolean) => {
    setRenaming(false);
    const next = title.trim();
    if (save && next && next !== conversation.title) onRename(next);
  };
  const confirmDelete = () =>
    modal.confirm({
      title: `Delete “${conversation.title}”?`,
      content: 'The conversation and its messages are removed for good.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: onDelete,
    });

  if (renaming) {
    return (
      <li className="chat-history-item chat-history-item-renaming" data-testid="chat-history-item">
        <Input
          aria-label="Conversation title"
          value={title}
          autoFocus
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          onPressEnter={() => finishRename(true)}
          onBlur={() => finishRename(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') finishRename(false);
          }}
          data-testid="chat-rename-input"
        />
      </li>
    );
  }

  return (
    <li className={`chat-history-item${active ? ' chat-history-item-active' : ''}`} data-testid="chat-history-item" data-pinned={conversation.isPinned}>
      <Link
        to={conversationPath(conversation.id)}
        className="chat-history-link"
        aria-current={active ? 'page' : undefined}
        onClick={onOpen}
        title={conversation.preview || conversation.title}
      >
        {conversation.isPinned ? <PushpinFilled className="chat-pin" aria-label="Pinned" role="img" /> : null}
        <span className="chat-history-title">{conversation.title}</span>
        {conversation.assistantName ? <span className="chat-history-meta">{conversation.assistantName}</span> : null}
      </Link>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'rename', icon: <EditOutlined />, label: 'Rename', onClick: startRename },
            {
              key: 'pin',
              icon: conversation.isPinned ? <PushpinFilled /> : <PushpinOutlined />,
              label: conversation.isPinned ? 'Unpin' : 'Pin',
              onClick: onTogglePin,
            },
            { key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true, onClick: confirmDelete },
          ],
        }}
      >
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Actions for ${conversation.title}`} data-testid="chat-history-actions" />
      </Dropdown>
    </li>
  );
}
