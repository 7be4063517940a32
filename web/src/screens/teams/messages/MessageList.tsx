import { useLayoutEffect, useMemo, useRef } from 'react';
import { Alert, Button, Empty, Flex, Spin } from 'antd';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { MessagePage, MessageView } from '../../../../../domain/teams/views';
import { MessageItem } from './MessageItem';

interface MessageListProps {
  query: UseInfiniteQueryResult<InfiniteData<MessagePage, unknown>>;
  currentUserId: string;
  emptyText: string;
  onReply: (message: MessageView) => void;
  onEdit: (message: MessageView, content: string) => Promise<unknown>;
  onDelete: (message: MessageView) => Promise<unknown>;
}

/** The channel's messages, oldest at the top; older ones load on request; new ones keep the view at the bottom. */
export function MessageList({ query, currentUserId, emptyText, onReply, onEdit, onDelete }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const messages = useMemo(() => (query.data?.pages ?? []).slice().reverse().flatMap((page) => page.messages), [query.data]);
  const newestId = messages[messages.length - 1]?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  if (query.isPending) {
    return (
      <Flex className="teams-messages" justify="center" align="center">
        <Spin description="Loading messages…" />
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <div className="teams-messages">
        <Alert type="error" showIcon title="The messages could not be loaded." description={query.error.message} action={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      </div>
    );
  }

  return (
    <div
      className="teams-messages"
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Messages"
      data-testid="teams-messages"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
      }}
    >
      {query.hasNextPage && (
        <Flex justify="center">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load older messages
          </Button>
        </Flex>
      )}
      {messages.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.author.id === currentUserId} onReply={onReply} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      )}
    </div>
  );
}
