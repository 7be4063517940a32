import { useState } from 'react';
import { Avatar, Button, Flex, Input, Popconfirm, Space, Typography, theme } from 'antd';
import { CommentOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { TEAM_MESSAGES } from '../../../../../domain/teams/messages';
import type { MessageView } from '../../../../../domain/teams/views';
import { MessageMarkdown } from './MessageMarkdown';

interface MessageItemProps {
  message: MessageView;
  mine: boolean;
  onReply?: (message: MessageView) => void;
  onEdit: (message: MessageView, content: string) => Promise<unknown>;
  onDelete: (message: MessageView) => Promise<unknown>;
}

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** One message: author, time, Markdown; reply, and edit or delete for its author. */
export function MessageItem({ message, mine, onReply, onEdit, onDelete }: MessageItemProps) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.content);
  const [saving, setSaving] = useState(false);
  const name = message.author.fullName?.trim() || 'Someone';

  const save = async () => {
    setSaving(true);
    try {
      await onEdit(message, draft);
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="teams-message" data-testid="teams-message" data-message-id={message.id} aria-label={`${name}, ${timeOf(message.createdAt)}`}>
      <Avatar src={message.author.avatarUrl ?? undefined} alt="" style={{ flex: 'none', background: token.colorPrimary }}>
        {initialsOf(name)}
      </Avatar>
      <div className="teams-message-body">
        <Space size={8} wrap>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
            {message.editedAt && !message.deleted ? ' (edited)' : ''}
          </Typography.Text>
        </Space>
        {message.deleted ? (
          <Typography.Paragraph type="secondary" italic style={{ margin: 0 }} data-testid="teams-message-deleted">
            {TEAM_MESSAGES.deletedMessage}
          </Typography.Paragraph>
        ) : editing ? (
          <Flex vertical gap={6}>
            <Input.TextArea aria-label="Edit your message" value={draft} autoSize={{ minRows: 1, maxRows: 8 }} onChange={(event) => setDraft(event.target.value)} />
            <Space>
              <Button size="small" type="primary" loading={saving} disabled={!draft.trim()} onClick={() => void save()}>
                Save
              </Button>
              <Button size="small" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Space>
          </Flex>
        ) : (
          <div data-testid="teams-message-content">
            <MessageMarkdown content={message.content} />
          </div>
        )}
        <Space size={4} wrap>
          {onReply && (
            <Button size="small" type="link" icon={<CommentOutlined aria-hidden />} onClick={() => onReply(message)} data-testid="teams-reply">
              {message.replyCount > 0 ? `${message.replyCount} ${message.replyCount === 1 ? 'reply' : 'replies'}` : 'Reply'}
            </Button>
          )}
          {mine && !message.deleted && !editing && (
            <>
              <Button size="small" type="text" icon={<EditOutlined aria-hidden />} aria-label="Edit message" onClick={() => (setDraft(message.content), setEditing(true))} />
              <Popconfirm title="Delete this message?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(message)}>
                <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label="Delete message" />
              </Popconfirm>
            </>
          )}
        </Space>
      </div>
    </li>
  );
}
