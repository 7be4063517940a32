import { Link } from 'react-router';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FolderOutlined, MessageOutlined } from '@ant-design/icons';
import type { AssistantView } from '../../api/assistants';
import { AssistantAvatar } from './AssistantAvatar';
import { assistantPage, chatWithAssistant } from './chatLink';

interface AssistantCardProps {
  assistant: AssistantView;
  onEdit(assistant: AssistantView): void;
  onDelete(assistant: AssistantView): Promise<unknown>;
}

function folderSummary(assistant: AssistantView): string {
  const count = assistant.knowledgeBase.length;
  if (count === 0) return 'No knowledge folders';
  if (count === 1) return `Answers from “${assistant.knowledgeBase[0]!.name}”`;
  return `Answers from ${count} folders`;
}

/** One assistant: picture, name, what it is for, where its knowledge comes from, and what can be done with it. */
export function AssistantCard({ assistant, onEdit, onDelete }: AssistantCardProps) {
  return (
    <Card
      className="assistant-card"
      data-testid="assistant-card"
      data-assistant-name={assistant.name}
      actions={[
        <Link key="chat" to={chatWithAssistant(assistant.id)} className="assistant-card-action" data-testid="assistant-chat">
          <MessageOutlined aria-hidden="true" /> Chat
        </Link>,
        <Button key="edit" type="text" size="small" icon={<EditOutlined />} onClick={() => onEdit(assistant)} aria-label={`Edit ${assistant.name}`} data-testid="assistant-edit">
          Edit
        </Button>,
        <Popconfirm
          key="delete"
          title={`Delete ${assistant.name}?`}
          description="If past conversations used it, it is kept for them under a [Deleted] name."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(assistant)}
        >
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${assistant.name}`} data-testid="assistant-delete">
            Delete
          </Button>
        </Popconfirm>,
      ]}
    >
      <Flex gap={12} align="flex-start">
        <AssistantAvatar assistant={assistant} size={56} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Link to={assistantPage(assistant.id)} className="assistant-card-name" data-testid="assistant-open">
            <Typography.Text strong ellipsis style={{ display: 'block', color: 'inherit' }}>
              {assistant.name}
            </Typography.Text>
          </Link>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {assistant.description || 'No description.'}
          </Typography.Paragraph>
          <Flex gap={4} wrap align="center">
            <Tag>{assistant.type}</Tag>
            {assistant.catalogueId ? <Tag color="blue">From the store</Tag> : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <FolderOutlined aria-hidden="true" /> {folderSummary(assistant)}
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
