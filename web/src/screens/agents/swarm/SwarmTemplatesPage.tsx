import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { useUserCache } from '../../../data/useUserCache';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { useSwarmTemplates } from '../state/useSwarms';
import { SwarmList } from './SwarmList';
import { TemplateOutline } from './TemplateOutline';
import '../agents.css';

const GRID = { xs: 24, xl: 12 } as const;

/** /configure-swarm: templates of agents that work together, and the swarms already made. */
export function SwarmTemplatesPage() {
  usePageTitle('Configure swarm');
  useUserCache();
  const vars = useThemeVars();
  const navigate = useNavigate();
  const templates = useSwarmTemplates();

  let body;
  if (templates.data?.length) {
    body = (
      <Row gutter={[16, 16]} data-testid="swarm-templates">
        {templates.data.map((template) => (
          <Col key={template.id} {...GRID}>
            <Card
              className="swarm-template"
              title={<Typography.Title level={3} className="swarm-template-title">{template.name}</Typography.Title>}
              data-testid="swarm-template"
              data-template-id={template.id}
              actions={[
                <Button key="use" type="link" onClick={() => void navigate(`/configure-swarm/${encodeURIComponent(template.id)}`)} aria-label={`Set up this swarm: ${template.name}`} data-testid="swarm-template-use">
                  Set up this swarm
                </Button>,
              ]}
            >
              <Typography.Paragraph>{template.description}</Typography.Paragraph>
              <TemplateOutline template={template} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (templates.data) {
    body = <Empty description="No swarm templates are available." />;
  } else if (templates.error && !templates.loading) {
    body = (
      <Result status="error" title="Could not load the swarm templates" subTitle={errorMessage(templates.error)} extra={<Button onClick={() => void templates.reload()}>Try again</Button>} data-testid="swarm-templates-error" />
    );
  } else {
    body = (
      <Row gutter={[16, 16]} data-testid="swarm-templates-loading">
        {[0, 1].map((key) => (
          <Col key={key} {...GRID}>
            <Card>
              <Skeleton active paragraph={{ rows: 6 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={20} style={vars} className="agents-screen">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Configure a swarm
        </Typography.Title>
        <Typography.Text type="secondary">
          A swarm is a group of agents that work together, connected by an automation you can check in the builder before turning it on.{' '}
          <Link to="/agents">Back to your agents</Link>
        </Typography.Text>
      </div>
      {body}
      <SwarmList />
    </Flex>
  );
}
