import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Collapse, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import type { StoreEntry } from '../../api/assistants';
import { errorMessage } from '../../api/ApiError';
import { usePageTitle } from '../../navigation/usePageTitle';
import { assistantPage } from '../assistants/chatLink';
import { useAssistantMutations } from '../assistants/state/useAssistantMutations';
import { useStore } from '../assistants/state/useAssistantQueries';
import '../assistants/assistants.css';

const GRID = { xs: 24, md: 12, xl: 8 } as const;

function StoreCard({ entry }: { entry: StoreEntry }) {
  const { install } = useAssistantMutations();
  const navigate = useNavigate();
  const installing = install.isPending && install.variables === entry.id;
  const installed = entry.installedAssistantId;

  return (
    <Card className="assistant-card" data-testid="store-card" data-catalogue-id={entry.id} title={entry.name}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{entry.description}</Typography.Paragraph>
        <Flex gap={4} wrap>
          {entry.capabilities.map((capability) => (
            <Tag key={capability}>{capability}</Tag>
          ))}
        </Flex>
        <Collapse
          size="small"
          items={[{ key: 'prompt', label: 'Its instructions', children: <pre className="assistant-instructions">{entry.systemPrompt}</pre> }]}
        />
        {installed ? (
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="success" data-testid="store-installed">
              <CheckCircleOutlined aria-hidden="true" /> Installed
            </Typography.Text>
            <Link to={assistantPage(installed)} data-testid="store-open">
              Open your copy
            </Link>
          </Flex>
        ) : (
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={installing}
            aria-label={`Install ${entry.name}`}
            onClick={() => install.mutate(entry.id, { onSuccess: (assistant) => void navigate(assistantPage(assistant.id)) })}
            data-testid="store-install"
          >
            Install
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** /assistant-store: ready assistants (legal and medical research, creative, two life coaches) to install as your own. */
export function AssistantStorePage() {
  usePageTitle('Assistant store');
  const store = useStore();

  let body;
  if (store.data) {
    body = (
      <Row gutter={[16, 16]} data-testid="store-grid">
        {store.data.map((entry) => (
          <Col key={entry.id} {...GRID}>
            <StoreCard entry={entry} />
          </Col>
        ))}
      </Row>
    );
  } else if (store.isError) {
    body = (
      <Result
        status="error"
        title="Could not load the store"
        subTitle={errorMessage(store.error)}
        extra={<Button onClick={() => void store.refetch()}>Try again</Button>}
        data-testid="store-error"
      />
    );
  } else {
    body = (
      <Row gutter={[16, 16]} aria-busy="true" data-testid="store-loading">
        {[0, 1, 2].map((key) => (
          <Col key={key} {...GRID}>
            <Card>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={20}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Assistant store
        </Typography.Title>
        <Typography.Text type="secondary">
          Ready assistants. Installing one makes a copy that is yours to edit and link to your folders; it shows in <Link to="/assistants">your assistants</Link>.
        </Typography.Text>
      </div>
      {body}
    </Flex>
  );
}
