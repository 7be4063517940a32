import { useState } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../api/ApiError';
import { Composer } from './composer/Composer';
import { NoModelBanner } from './composer/NoModelBanner';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './messages/MessageList';
import { ReplyStreams } from './messages/ReplyStreams';
import { WelcomeState } from './messages/WelcomeState';
import { CHAT_ROOT } from './state/chatRoute';
import type { ChatSession } from './state/useChatSession';

interface ConversationPaneProps {
  session: ChatSession;
  conversationId: string | null;
  onOpenHistory: (() => void) | null;
  onOpenContext: (() => void) | null;
}

/** The middle of the screen: header, the no-model banner, the messages (or a welcome), and the message box. */
export function ConversationPane({ session, conversationId, onOpenHistory, onOpenContext }: ConversationPaneProps) {
  const [text, setText] = useState('');
  const { detail, sender, status } = session;
  const send = (question: string) => {
    sender.send(question);
    setText('');
  };

  let body;
  if (conversationId && detail.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the conversation" className="chat-loading">
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (conversationId && detail.isError && !detail.data) {
    body =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Result status="warning" title="This conversation was not found." extra={<Link to={CHAT_ROOT}>Start a new chat</Link>} data-testid="chat-not-found" />
      ) : (
        <Alert
          type="error"
          showIcon
          title="The conversation could not be loaded."
          description={detail.error.message}
          action={<Button onClick={() => void detail.refetch()}>Retry</Button>}
          data-testid="chat-load-error"
        />
      );
  } else if (session.messages.length === 0) {
    body = <WelcomeState assistantName={session.assistantName} disabled={sender.sending} onAsk={send} />;
  } else {
    body = <MessageList messages={session.messages} editing={session.editing} onRegenerate={session.regenerate} onEdit={session.edit} />;
  }

  return (
    <section className="chat-main" aria-labelledby="chat-title-heading" data-testid="chat-main">
      <ConversationHeader session={session} isNew={!conversationId} onOpenHistory={onOpenHistory} onOpenContext={onOpenContext} />
      {status.data && !status.data.canGenerate ? <NoModelBanner reason={status.data.reason} /> : null}
      <div className="chat-body">{body}</div>
      {conversationId ? <ReplyStreams conversationId={conversationId} messages={session.messages} onDone={session.onReplyDone} /> : null}
      {sender.failure ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: sender.dismissFailure, 'aria-label': 'Dismiss' }}
          title={`Your message was not sent: ${sender.failure.error}`}
          action={
            <Button size="small" onClick={() => sender.send(sender.failure?.content ?? '')} data-testid="chat-send-retry">
              Retry
            </Button>
          }
          data-testid="chat-send-error"
        />
      ) : null}
      <Composer
        streaming={session.streaming}
        sending={sender.sending}
        disabled={Boolean(conversationId && !detail.data)}
        value={text}
        onChange={setText}
        onSend={send}
        onStop={session.stop}
      />
    </section>
  );
}
