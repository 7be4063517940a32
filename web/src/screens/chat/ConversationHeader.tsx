import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { FileSearchOutlined, HistoryOutlined } from '@ant-design/icons';
import { AssistantSelect } from './composer/AssistantSelect';
import { ModelSelect } from './composer/ModelSelect';
import type { ChatSession } from './state/useChatSession';

interface ConversationHeaderProps {
  session: ChatSession;
  isNew: boolean;
  /** Set when the history is in a drawer: the button that opens it. */
  onOpenHistory: (() => void) | null;
  /** Set when documents and sources are in a drawer. */
  onOpenContext: (() => void) | null;
}

/** The conversation's title, who answers, the model, and (narrow screens) the buttons for the side drawers. */
export function ConversationHeader({ session, isNew, onOpenHistory, onOpenContext }: ConversationHeaderProps) {
  const title = isNew ? 'New chat' : (session.conversation?.title ?? 'Conversation');
  const models = session.status.data?.models ?? [];
  return (
    <Flex align="center" gap={8} wrap className="chat-header" data-testid="chat-header">
      {onOpenHistory ? (
        <Tooltip title="Conversations">
          <Button icon={<HistoryOutlined />} aria-label="Show conversations" onClick={onOpenHistory} data-testid="chat-open-history" />
        </Tooltip>
      ) : null}
      <Typography.Title level={1} id="chat-title-heading" className="chat-title" data-testid="chat-title">
        {title || 'New chat'}
      </Typography.Title>
      <Flex align="center" gap={8} wrap className="chat-header-controls">
        {isNew ? (
          <AssistantSelect
            assistants={session.assistants.data ?? []}
            value={session.assistantId}
            loading={session.assistants.isLoading}
            onChange={session.setAssistant}
          />
        ) : session.assistantName ? (
          <Tag data-testid="chat-assistant-name">{session.assistantName}</Tag>
        ) : null}
        {models.length > 0 ? <ModelSelect models={models} value={session.model} disabled={session.streaming || !session.status.data?.canGenerate} onChange={session.setModel} /> : null}
        {onOpenContext ? (
          <Button icon={<FileSearchOutlined />} onClick={onOpenContext} data-testid="chat-open-context">
            Documents and sources
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
