import type { ChatMessageView } from '../../../../../domain/chat/views';
import { streamingReplies } from '../state/conversationCache';
import { useReplyStream } from '../state/useReplyStream';

interface ReplyStreamsProps {
  conversationId: string;
  messages: readonly ChatMessageView[];
  onDone(message: ChatMessageView): void;
}

function ReplyStream({ conversationId, messageId, onDone }: { conversationId: string; messageId: string; onDone(message: ChatMessageView): void }) {
  useReplyStream(conversationId, messageId, onDone);
  return null;
}

/** One stream subscription per reply being written (after a reload too); each ends when its reply does. */
export function ReplyStreams({ conversationId, messages, onDone }: ReplyStreamsProps) {
  return (
    <>
      {streamingReplies(messages).map((message) => (
        <ReplyStream key={message.id} conversationId={conversationId} messageId={message.id} onDone={onDone} />
      ))}
    </>
  );
}
