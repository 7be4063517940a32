import { Flex, Skeleton } from 'antd';
import type { ChatMessageView } from '../../../../../domain/chat/views';
import { AnswerMarkdown } from './AnswerMarkdown';
import { LegalCitations } from './LegalCitations';
import { Notices } from './Notices';
import { StatusNote } from './StatusNote';

interface AssistantBodyProps {
  message: ChatMessageView;
  onRegenerate: (() => void) | null;
}

/** An assistant message: its notices, the answer (filling in while it streams), and how it ended. */
export function AssistantBody({ message, onRegenerate }: AssistantBodyProps) {
  const waiting = message.status === 'streaming' && message.content === '';
  return (
    <Flex vertical gap={8} className="chat-answer" data-testid="chat-answer" data-status={message.status} data-message-id={message.id}>
      <Notices notices={message.notices} />
      {waiting ? (
        <div role="status" aria-label="Writing the reply" className="chat-waiting">
          <Skeleton active title={false} paragraph={{ rows: 2, width: ['90%', '60%'] }} />
        </div>
      ) : message.content ? (
        <AnswerMarkdown content={message.content} sources={message.sources} citations={message.citations} />
      ) : null}
      {message.status !== 'streaming' ? <LegalCitations citations={message.legalCitations ?? []} /> : null}
      <StatusNote message={message} onRegenerate={onRegenerate} />
    </Flex>
  );
}
