import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { ClusterOutlined, ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import { AUDIT_QUEUE_ROUTE } from '../../../../domain/navigation';
import type { Agent } from '../../../../domain/agents/types';
import { errorMessage } from '../../api/ApiError';
import { useUserCache } from '../../data/useUserCache';
import { usePageTitle } from '../../navigation/usePageTitle';
import { useThemeVars } from '../../theme/useThemeVars';
import { AgentCard } from './AgentCard';
import { AgentCreateModal } from './AgentCreateModal';
import { AgentEditDrawer } from './AgentEditDrawer';
import { useAgentActions } from './state/useAgentActions';
import { useAgents } from './state/useAgents';
import './agents.css';

const GRID = { xs: 24, md: 12, xl: 8, xxl: 6 } as const;

/** /agents: one card per agent, with activate, edit, delete and "New agent". */
export function AgentsPage() {
  usePageTitle('Agents');
  useUserCache();
  const agents = useAgents();
  const actions = useAgentActions();
  const vars = useThemeVars();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Agent | null>(null);
  const [creating, setCreating] = useState(false);
  const list = agents.data;
  const activeCount = list?.filter((agent) => agent.status !== 'inactive').length ?? 0;

  let body;
  if (list?.length) {
    body = (
      <Row gutter={[16, 16]} data-testid="agent-grid">
        {list.map((agent) => (
          <Col key={agent.id} {...GRID}>
            <AgentCard agent={agent} actions={actions} onEdit={setEditing} />
          </Col>
        ))}
      </Row>
    );
  } else if (list) {
    body = (
      <Card variant="borderless">
        <Empty description="You have no agents yet." data-testid="agents-empty">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New agent
          </Button>
        </Empty>
      </Card>
    );
  } else if (agents.error && !agents.loading) {
    body = (
      <Card variant="borderless">
        <Result
          status="error"
          title="Could not load your agents"
          subTitle={errorMessage(agents.error)}
          extra={<Button onClick={() => void agents.reload()}>Try again</Button>}
          data-testid="agents-error"
        />
      </Card>
    );
  } else {
    body = (
      <Row gutter={[16, 16]} data-testid="agents-loading">
        {[0, 1, 2].map((key) => (
          <Col key={key} {...GRID}>
            <Card>
              <Skeleton active avatar paragraph={{ rows: 5 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={20} style={vars} className="agents-screen">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Agents
          </Typography.Title>
          <Typography.Text type="secondary">
            {list ? `${list.length} agents, ${activeCount} active. ` : ''}
            What an agent may not do alone waits for you in the <Link to={AUDIT_QUEUE_ROUTE}>Audit Queue</Link>.
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<ClusterOutlined />} onClick={() => void navigate('/configure-swarm')} data-testid="agents-configure-swarm">
            Configure a swarm
          </Button>
          <Button icon={<ExperimentOutlined />} onClick={() => void navigate('/agent-wizard')} data-testid="agents-wizard">
            Set up with the wizard
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="agent-create">
            New agent
          </Button>
        </Flex>
      </Flex>
      {body}
      <AgentEditDrawer agent={editing} actions={actions} onClose={() => setEditing(null)} />
      <AgentCreateModal open={creating} actions={actions} onClose={() => setCreating(false)} />
    </Flex>
  );
}
