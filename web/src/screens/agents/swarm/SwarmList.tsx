import { Link } from 'react-router';
import { Button, Card, Empty, Flex, List, Result, Skeleton, Typography } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { formatRelative } from '../../../components/relativeTime';
import { useSwarms } from '../state/useSwarms';

/** The swarms the user already made: their agents and the automation that connects them. */
export function SwarmList() {
  const swarms = useSwarms();
  let body;
  if (swarms.data?.length) {
    body = (
      <List
        dataSource={swarms.data}
        data-testid="swarm-list"
        renderItem={(swarm) => (
          <List.Item data-testid="swarm-item">
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong>{swarm.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Made {formatRelative(swarm.createdAt)}
              </Typography.Text>
              <Flex gap={12} wrap>
                {swarm.agents.map(({ role, agent }) => (
                  <Link key={role} to={`/agents/${encodeURIComponent(agent.id)}`}>
                    {agent.name}
                  </Link>
                ))}
              </Flex>
              {swarm.automationId ? <Link to={`/automation/${encodeURIComponent(swarm.automationId)}`}>Open its automation in the builder</Link> : null}
            </Flex>
          </List.Item>
        )}
      />
    );
  } else if (swarms.data) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="You have not made a swarm yet." data-testid="swarm-list-empty" />;
  } else if (swarms.error && !swarms.loading) {
    body = <Result status="warning" title="Could not load your swarms" subTitle={errorMessage(swarms.error)} extra={<Button onClick={() => void swarms.reload()}>Try again</Button>} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return <Card title="Your swarms">{body}</Card>;
}
