import { Alert, Divider, Drawer, Spin, Typography } from 'antd';
import type { MessageView } from '../../../../../domain/teams/views';
import { useThread } from '../state/useTeamsData';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';

interface ThreadDrawerProps {
  teamId: string;
  messageId: string | null;
  currentUserId: string;
  narrow: boolean;
  onClose: () => void;
  onSend: (content: string, parentMessageId: string) => Promise<unknown>;
  onEdit: (message: MessageView, content: string) => Promise<unknown>;
  onDelete: (message: MessageView) => Promise<unknown>;
}

/** A thread in a side drawer: its first message, the replies, and a box to reply. */
export function ThreadDrawer({ teamId, messageId, currentUserId, narrow, onClose, onSend, onEdit, onDelete }: ThreadDrawerProps) {
  const thread = useThread(teamId, messageId);
  return (
    <Drawer open={messageId !== null} onClose={onClose} title="Thread" size={narrow ? 'large' : 'default'} destroyOnHidden data-testid="teams-thread">
      {thread.isPending && <Spin description="Loading the thread…" />}
      {thread.isError && <Alert type="error" showIcon title="The thread could not be loaded." description={thread.error.message} />}
      {thread.data && (
        <div data-testid="teams-thread-body">
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <MessageItem message={thread.data.parent} mine={thread.data.parent.author.id === currentUserId} onEdit={onEdit} onDelete={onDelete} />
          </ol>
          <Divider plain>
            <Typography.Text type="secondary">
              {thread.data.replies.length} {thread.data.replies.length === 1 ? 'reply' : 'replies'}
            </Typography.Text>
          </Divider>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite" aria-label="Replies">
            {thread.data.replies.map((reply) => (
              <MessageItem key={reply.id} message={reply} mine={reply.author.id === currentUserId} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ol>
          <Composer label="Reply in thread" placeholder="Reply…" testId="teams-thread-composer" onSend={(content) => onSend(content, thread.data.parent.id)} />
        </div>
      )}
    </Drawer>
  );
}
