import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { AppstoreOutlined, PlusOutlined } from '@ant-design/icons';
import type { AssistantView } from '../../api/assistants';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { AssistantCard } from './AssistantCard';
import { AssistantFormDrawer } from './AssistantFormDrawer';
import { useAssistantMutations } from './state/useAssistantMutations';
import { useAssistants } from './state/useAssistantQueries';
import './assistants.css';

const GRID = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** /assistants: the user's active assistants as cards, with create, edit (folders, picture) and delete. */
export function AssistantsPage() {
  usePageTitle('Assistants');
  const assistants = useAssistants();
  const { remove } = useAssistantMutations();
  const [editing, setEditing] = useState<AssistantView | null>(null);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const list = assistants.data;
  const closeForm = () => {
    setCreating(false);
    setEditing(null);
  };

  let body;
  if (list?.length) {
    body = (
      <Row gutter={[16, 16]} data-testid="assistant-grid">
        {list.map((assistant) => (
          <Col key={assistant.id} {...GRID}>
            <AssistantCard assistant={assistant} onEdit={setEditing} onDelete={(one) => remove.mutateAsync(one).catch(() => undefined)} />
          </Col>
        ))}
      </Row>
    );
  } else if (list) {
    body = (
      <Card variant="borderless">
        <Empty description="You have no assistants yet. Create one, or install a ready one from the store." data-testid="assistants-empty">
          <Flex gap={8} justify="center" wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              New assistant
            </Button>
            <Button icon={<AppstoreOutlined />} onClick={() => void navigate('/assistant-store')}>
              Browse the store
            </Button>
          </Flex>
        </Empty>
      </Card>
    );
  } else if (assistants.isError) {
    body = (
      <Card variant="borderless">
        <Result
          status="error"
          title="Could not load your assistants"
          subTitle={errorMessage(assistants.error)}
          extra={<Button onClick={() => void assistants.refetch()}>Try again</Button>}
          data-testid="assistants-error"
        />
      </Card>
    );
  } else {
    body = (
      <Row gutter={[16, 16]} data-testid="assistants-loading" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Col key={key} {...GRID}>
            <Card>
              <Skeleton active avatar paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={20} className="assistants-screen">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Assistants
          </Typography.Title>
          <Typography.Text type="secondary">
            Named AI assistants with their own instructions, answering from the knowledge folders you link. Ready-made ones are in the{' '}
            <Link to="/assistant-store">assistant store</Link>.
          </Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="assistant-create">
          New assistant
        </Button>
      </Flex>
      {body}
      <AssistantFormDrawer open={creating || editing !== null} assistant={editing} onClose={closeForm} />
    </Flex>
  );
}
