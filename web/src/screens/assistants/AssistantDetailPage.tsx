import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Flex, Popconfirm, Result, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, FolderOutlined, MessageOutlined } from '@ant-design/icons';
import { uploadAssistantAvatar, type AssistantView } from '../../api/assistants';
import { errorMessage } from '../../api/ApiError';
import { AvatarUpload } from '../../components/AvatarUpload';
import { usePageTitle } from '../../navigation/usePageTitle';
import { AssistantAvatar } from './AssistantAvatar';
import { AssistantFormDrawer } from './AssistantFormDrawer';
import { chatWithAssistant } from './chatLink';
import { useAssistantMutations } from './state/useAssistantMutations';
import { isNotFound, useAssistant } from './state/useAssistantQueries';
import './assistants.css';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Details({ assistant }: { assistant: AssistantView }) {
  const { unlink } = useAssistantMutations();
  return (
    <>
      <Card title="Instructions">
        {assistant.system_prompt ? (
          <pre className="assistant-instructions" data-testid="assistant-detail-instructions">
            {assistant.system_prompt}
          </pre>
        ) : (
          <Typography.Text type="secondary">No instructions: it answers as a general assistant.</Typography.Text>
        )}
      </Card>
      <Card title="Knowledge folders">
        {assistant.knowledgeBase.length ? (
          <ul className="assistant-folder-list" data-testid="assistant-detail-folders">
            {assistant.knowledgeBase.map((folder) => (
              <li key={folder.id}>
                <Link to={`/knowledge?folder=${encodeURIComponent(folder.id)}`}>
                  <FolderOutlined aria-hidden="true" /> {folder.name}
                </Link>
                <Button
                  type="link"
                  size="small"
                  loading={unlink.isPending && unlink.variables?.folderId === folder.id}
                  onClick={() => unlink.mutate({ assistantId: assistant.id, folderId: folder.id })}
                  aria-label={`Unlink ${folder.name}`}
                >
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No folders linked: it answers without your documents. Edit it to link folders." />
        )}
      </Card>
      <Card title="Settings">
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label="Kind">{assistant.type}</Descriptions.Item>
          <Descriptions.Item label="Model">{assistant.model ?? 'Workspace default'}</Descriptions.Item>
          <Descriptions.Item label="Temperature">{assistant.temperature}</Descriptions.Item>
          <Descriptions.Item label="Longest answer">{assistant.maxTokens} tokens</Descriptions.Item>
          <Descriptions.Item label="Good at">
            {assistant.capabilities.length ? (
              <Flex gap={4} wrap>
                {assistant.capabilities.map((capability) => (
                  <Tag key={capability}>{capability}</Tag>
                ))}
              </Flex>
            ) : (
              'Not set'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Created">{dateTime(assistant.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Last changed">{dateTime(assistant.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}

/** /assistants/:id: one assistant's picture, instructions, linked folders and settings, with "Chat with this assistant". */
export function AssistantDetailPage() {
  const { id = '' } = useParams();
  const query = useAssistant(id);
  const { remove } = useAssistantMutations();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const assistant = query.data;
  usePageTitle(assistant?.name ?? 'Assistant');

  const back = (
    <Link to="/assistants">
      <ArrowLeftOutlined aria-hidden="true" /> All assistants
    </Link>
  );

  if (!assistant) {
    if (query.isError) {
      return (
        <Flex vertical gap={16}>
          {back}
          <Result
            status={isNotFound(query.error) ? '404' : 'error'}
            title={isNotFound(query.error) ? 'Assistant not found' : 'Could not load the assistant'}
            subTitle={errorMessage(query.error)}
            extra={isNotFound(query.error) ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
            data-testid="assistant-detail-error"
          />
        </Flex>
      );
    }
    return (
      <Flex vertical gap={16} aria-busy="true" data-testid="assistant-detail-loading">
        {back}
        <Card>
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </Card>
      </Flex>
    );
  }

  const deleteIt = async () => {
    const { outcome } = await remove.mutateAsync(assistant);
    if (outcome === 'deleted') void navigate('/assistants');
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }} data-testid="assistant-detail">
      {back}
      <Flex gap={16} align="center" wrap>
        <AssistantAvatar assistant={assistant} size={80} />
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="assistant-detail-name">
            {assistant.name}
          </Typography.Title>
          <Typography.Text type="secondary">{assistant.description || 'No description.'}</Typography.Text>
        </Flex>
      </Flex>
      {assistant.isActive ? null : (
        <Alert type="warning" showIcon title="This assistant is inactive: it is not listed and cannot be chosen in chat. Edit it to make it active again." />
      )}
      <Flex gap={8} wrap>
        {assistant.isActive ? (
          <Button type="primary" icon={<MessageOutlined />} onClick={() => void navigate(chatWithAssistant(assistant.id))} data-testid="assistant-detail-chat">
            Chat with this assistant
          </Button>
        ) : null}
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="assistant-detail-edit">
          Edit
        </Button>
        <AvatarUpload upload={(file) => uploadAssistantAvatar(assistant.id, file)} label="Change picture" ariaLabel={`Change picture of ${assistant.name}`} testId="assistant-avatar-upload" />
        <Popconfirm
          title={`Delete ${assistant.name}?`}
          description="If past conversations used it, it is kept for them under a [Deleted] name."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => deleteIt().catch(() => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} data-testid="assistant-detail-delete">
            Delete
          </Button>
        </Popconfirm>
      </Flex>
      <Details assistant={assistant} />
      <AssistantFormDrawer open={editing} assistant={assistant} onClose={() => setEditing(false)} />
    </Flex>
  );
}
