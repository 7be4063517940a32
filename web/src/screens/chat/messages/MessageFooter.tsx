import { Button, Flex, Tooltip } from 'antd';
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ChatMessageView } from '../../../../../domain/chat/views';
import { CopyButton } from './CopyButton';

interface MessageFooterProps {
  message: ChatMessageView;
  /** Offered on the last reply only; null hides it. */
  onRegenerate: (() => void) | null;
  /** Offered on questions when no reply is being written; null hides it. */
  onEdit: (() => void) | null;
}

/** The actions under a message: copy, and regenerate (last reply) or edit (a question). */
export function MessageFooter({ message, onRegenerate, onEdit }: MessageFooterProps) {
  if (message.status === 'streaming') return null;
  return (
    <Flex gap={2} className="chat-message-actions">
      {message.content ? <CopyButton text={message.content} /> : null}
      {onRegenerate ? (
        <Tooltip title="Regenerate">
          <Button type="text" size="small" icon={<ReloadOutlined />} aria-label="Regenerate" onClick={onRegenerate} data-testid="chat-regenerate" />
        </Tooltip>
      ) : null}
      {onEdit ? (
        <Tooltip title="Edit and send again">
          <Button type="text" size="small" icon={<EditOutlined />} aria-label="Edit and send again" onClick={onEdit} data-testid="chat-edit-open" />
        </Tooltip>
      ) : null}
    </Flex>
  );
}
