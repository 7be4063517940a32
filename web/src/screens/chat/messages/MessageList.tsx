import { useState } from 'react';
import { Bubble } from '@ant-design/x';
import type { BubbleItemType } from '@ant-design/x';
import { Typography } from 'antd';
import type { ChatMessageView } from '../../../../../domain/chat/views';
import { isPending, lastAssistant } from '../state/conversationCache';
import { AssistantBody } from './AssistantBody';
import { EditQuestion } from './EditQuestion';
import { MessageFooter } from './MessageFooter';

interface MessageListProps {
  messages: readonly ChatMessageView[];
  editing: boolean;
  onRegenerate(messageId: string): void;
  onEdit(messageId: string, content: string): void;
}

/**
 * The conversation as a log: questions on the right, answers on the left. While a reply streams the log is
 * busy (screen readers wait and read it when it is done), so not every piece of text is announced.
 */
export function MessageList({ messages, editing, onRegenerate, onEdit }: MessageListProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const last = lastAssistant(messages);
  const busy = messages.some((message) => message.status === 'streaming');

  const items: BubbleItemType[] = messages.map((message) => {
    if (message.role === 'user') {
      const isEditing = editingId === message.id;
      return {
        key: message.id,
        role: 'user',
        placement: 'end',
        content: message,
        contentRender: () =>
          isEditing ? (
            <EditQuestion
              initial={message.content}
              saving={editing}
              onCancel={() => setEditingId(null)}
              onSave={(content) => {
                setEditingId(null);
                onEdit(message.id, content);
              }}
            />
          ) : (
            <Typography.Paragraph className="chat-question" data-testid="chat-question" data-pending={isPending(message)}>
              {message.content}
            </Typography.Paragraph>
          ),
        footer: isEditing ? undefined : (
          <MessageFooter message={message} onRegenerate={null} onEdit={busy || isPending(message) ? null : () => setEditingId(message.id)} />
        ),
      };
    }
    const regenerate = message.id === last?.id && message.status !== 'streaming' ? () => onRegenerate(message.id) : null;
    return {
      key: message.id,
      role: 'ai',
      placement: 'start',
      variant: 'borderless',
      content: message,
      contentRender: () => <AssistantBody message={message} onRegenerate={regenerate} />,
      // An error or a cut-off reply offers Regenerate in its note; the footer does not repeat it.
      footer: <MessageFooter message={message} onRegenerate={message.status === 'error' || message.status === 'interrupted' ? null : regenerate} onEdit={null} />,
    };
  });

  return (
    <div role="log" aria-live="polite" aria-busy={busy} aria-label="Conversation" className="chat-log" data-testid="chat-log">
      <Bubble.List items={items} className="chat-bubbles" />
    </div>
  );
}
