import { Alert, Button, Typography } from 'antd';
import type { ChatMessageView } from '../../../../../domain/chat/views';

interface StatusNoteProps {
  message: ChatMessageView;
  /** Offered where writing the reply again makes sense (the last reply); null hides the button. */
  onRegenerate: (() => void) | null;
}

/** What happened to a reply that did not finish normally: an error, a stop, or a cut-off connection. */
export function StatusNote({ message, onRegenerate }: StatusNoteProps) {
  const regenerate = onRegenerate ? (
    <Button size="small" onClick={onRegenerate} data-testid="chat-status-regenerate">
      Regenerate
    </Button>
  ) : null;
  switch (message.status) {
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          title={message.error ?? 'An unknown error occurred'}
          action={regenerate}
          data-testid="chat-message-error"
        />
      );
    case 'stopped':
      return (
        <Typography.Text type="secondary" className="chat-status-text" data-testid="chat-message-stopped">
          Stopped
        </Typography.Text>
      );
    case 'interrupted':
      return (
        <Alert
          type="warning"
          showIcon
          title="This reply was cut off before it was finished."
          action={regenerate}
          data-testid="chat-message-interrupted"
        />
      );
    default:
      return null;
  }
}
