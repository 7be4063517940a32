import { AgentRuntimeLine } from '../AgentCard';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar, Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { ApiError, errorMessage } from '../../../api/ApiError';
import { queryClient } from '../../../data/queryClient';
import { useUserCache } from '../../../data/useUserCache';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { AgentEditDrawer } from '../AgentEditDrawer';
import { AUTONOMY_VISUALS, STATUS_VISUALS, agentTypeIcon, agentTypeLabel } from '../agentVisuals';
import { CapabilityTags } from '../CapabilityTags';
import { agentKeys } from '../state/agentKeys';
import { useAgentActions, type AgentActions } from '../state/useAgentActions';
import { useAgentDetail } from '../state/useAgentDetail';
import { frequencyLabel, hoursText, triggerLabel, urgencyLabel } from '../wizard/wizardValues';
import { ActionLog } from './ActionLog';
import { AgentMetricsPanel } from './AgentMetricsPanel';
import '../agents.css';

/** /agents/:agentId: one agent's results, settings and action log, with feedback and editing. */
export function AgentPage() {
  const { agentId = '' } = useParams();
  const query = useAgentDetail(agentId);
  const agent = query.data;
  usePageTitle(agent?.name ?? 'Agent');
  useUserCache();
  const vars = useThemeVars();
  const listActions = useAgentActions();
  const [editing, setEditing] = useState(false);
  // Saving from here also refreshes this page's copy of the agent.
  const actions = useMemo<AgentActions>(
    () => ({
      ...listActions,
      async save(id, changes) {
        const saved = await listActions.save(id, changes);
        await queryClient.invalidateQueries({ queryKey: agentKeys.detail(id) });
        return saved;
      },
    }),
    [listActions],
  );

  const back = (
    <Link to="/agents">
      <ArrowLeftOutlined aria-hidden="true" /> All agents
    </Link>
  );

  if (!agent) {
    if (query.error && !query.loading) {
      const missing = query.error instanceof ApiError && query.error.status === 404;
      return (
        <Card variant="borderless">
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? 'This agent is not in your workspace' : 'Could not load this agent'}
            subTitle={missing ? 'It may have been deleted.' : errorMessage(query.error)}
            extra={
              <Flex gap={12} justify="center">
                {missing ? null : <Button onClick={() => void query.reload()}>Try again</Button>}
                {back}
              </Flex>
            }
            data-testid="agent-detail-error"
          />
        </Card>
      );
    }
    return (
      <Card data-testid="agent-detail-loading">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const status = STATUS_VISUALS[agent.status];
  const autonomy = AUTONOMY_VISUALS[agent.autonomyLevel];
  const { notificationPreferences: notify } = agent;
  return (
    <Flex vertical gap={16} style={{ ...vars, maxWidth: 1100 }} className="agents-screen" data-testid="agent-detail">
      {back}
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex gap={12} align="center" style={{ minWidth: 0 }}>
          <Avatar size={48} className="agent-avatar" icon={agentTypeIcon(agent.type)} />
          <div style={{ minWidth: 0 }}>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="agent-detail-name">
              {agent.name}
            </Typography.Title>
            <Flex gap={4} wrap align="center">
              <Typography.Text type="secondary">{agentTypeLabel(agent.type)} agent</Typography.Text>
              <Tag color={status.color}>{status.label}</Tag>
              <Tag color={autonomy.color}>{autonomy.label}</Tag>
            </Flex>
          </div>
        </Flex>
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="agent-detail-edit">
          Edit
        </Button>
      </Flex>
      {agent.description ? <Typography.Paragraph style={{ margin: 0 }}>{agent.description}</Typography.Paragraph> : null}
      <AgentMetricsPanel metrics={agent.metrics} />
      <Card title="How it works">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="agent-detail-settings">
          <Descriptions.Item label="Working hours">{hoursText(agent.workingHours)}</Descriptions.Item>
          <Descriptions.Item label="Notifications">
            {frequencyLabel(notify.frequency)}, about {urgencyLabel(notify.urgencyThreshold).toLowerCase()}
          </Descriptions.Item>
          <Descriptions.Item label="Starts when">{agent.triggers.length ? agent.triggers.map(triggerLabel).join(', ') : 'Only when you ask it'}</Descriptions.Item>
          <Descriptions.Item label="What runs">
            <AgentRuntimeLine agent={agent} />
          </Descriptions.Item>
        </Descriptions>
        <Typography.Text strong style={{ display: 'block', margin: '12px 0 6px' }}>
          What it may do (a lock: waits for your approval)
        </Typography.Text>
        <CapabilityTags capabilities={agent.capabilities} autonomy={agent.autonomyLevel} />
      </Card>
      <ActionLog agentId={agent.id} />
      <AgentEditDrawer agent={editing ? agent : null} actions={actions} onClose={() => setEditing(false)} />
    </Flex>
  );
}
