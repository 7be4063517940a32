import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useConversationActions } from '../state/useConversationActions';
import { useConversationList } from '../state/useChatQueries';
import { HistoryItem } from './HistoryItem';
import { sortHistory } from './sortHistory';

/** Typing pauses this long before the history is searched. */
const SEARCH_DELAY_MS = 300;

interface HistoryPaneProps {
  activeId: string | null;
  onNewChat(): void;
  /** A conversation was opened (the drawer closes) or the open one deleted. */
  onOpen(): void;
  onDeletedActive(): void;
}

/** The conversation history: a new chat, search over titles and messages, pinned first. */
export function HistoryPane({ activeId, onNewChat, onOpen, onDeletedActive }: HistoryPaneProps) {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const list = useConversationList(search);
  const actions = useConversationActions();
  const conversations = sortHistory(list.data ?? []);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  return (
    <nav aria-label="Conversation history" className="chat-history" data-testid="chat-history">
      <Flex vertical gap={10}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onNewChat} block data-testid="chat-new">
          New chat
        </Button>
        <Input.Search
          aria-label="Search conversations"
          placeholder="Search conversations"
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setSearch(value.trim())}
          loading={list.isFetching && search !== ''}
          data-testid="chat-history-search"
        />
      </Flex>
      <div className="chat-history-body">
        {list.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading conversations">
            <Skeleton active title={false} paragraph={{ rows: 6 }} />
          </div>
        ) : list.isError && !list.data ? (
          <Alert
            type="error"
            showIcon
            title="The conversations could not be loaded."
            description={list.error.message}
            action={<Button onClick={() => void list.refetch()}>Retry</Button>}
          />
        ) : conversations.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search ? `No conversation mentions “${search}”.` : 'No conversations yet. A chat is saved once it has a question and an answer.'}
            data-testid="chat-history-empty"
          />
        ) : (
          <ul className="chat-plain-list chat-history-list" data-testid="chat-history-list">
            {conversations.map((conversation) => (
              <HistoryItem
                key={conversation.id}
                conversation={conversation}
                active={conversation.id === activeId}
                onOpen={onOpen}
                onRename={(title) => actions.update.mutate({ conversationId: conversation.id, changes: { title } })}
                onTogglePin={() => actions.update.mutate({ conversationId: conversation.id, changes: { isPinned: !conversation.isPinned } })}
                onDelete={() =>
                  actions.remove.mutateAsync(conversation.id).then(() => {
                    if (conversation.id === activeId) onDeletedActive();
                  })
                }
              />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
