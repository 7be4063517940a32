import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Button, Card, Flex, Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Agent } from '../../../../domain/agents/types';
import { useAiRuntime } from './state/useAiRuntime';
import { AgentMetricsRow } from './AgentMetricsRow';
import { AUTONOMY_VISUALS, STATUS_VISUALS, agentTypeIcon, agentTypeLabel } from './agentVisuals';
import { CapabilityTags } from './CapabilityTags';
import type { AgentActions } from './state/useAgentActions';

interface AgentCardProps {
  agent: Agent;
  actions: AgentActions;
  onEdit(agent: Agent): void;
}

/**
 * What runs when this agent acts. Its model settings only apply with an AI key on the server; without
 * one the built-in offline analysers and rules do the work, and the card says so instead of naming a model.
 */
export function AgentRuntimeLine({ agent }: { agent: Agent }) {
  const runtime = useAiRuntime();
  if (!runtime.data) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="agent-model" data-runtime="unknown">
        {runtime.error ? 'Could not check which AI runs this agent.' : 'Checking what runs this agent…'}
      </Typography.Text>
    );
  }
  if (!runtime.data.aiAvailable) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="agent-model" data-runtime="offline">
        Runs the built-in offline analysers and rules (no AI key is set up).
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="agent-model" data-runtime="ai">
      Runs on {runtime.data.model} · temperature {agent.config.temperature} · {agent.config.maxTokens.toLocaleString()} max tokens
    </Typography.Text>
  );
}

/** One agent: status, autonomy, what it can do, its model, and what it has done so far. */
export function AgentCard({ agent, actions, onEdit }: AgentCardProps) {
  const [switching, setSwitching] = useState(false);
  const status = STATUS_VISUALS[agent.status];
  const autonomy = AUTONOMY_VISUALS[agent.autonomyLevel];
  const active = agent.status !== 'inactive';

  const toggle = async (on: boolean) => {
    setSwitching(true);
    await actions.setActive(agent, on);
    setSwitching(false);
  };

  return (
    <Card
      className={`agent-card${active ? '' : ' is-inactive'}`}
      data-testid="agent-card"
      data-agent-name={agent.name}
      data-agent-status={agent.status}
      title={
        <Flex align="center" gap={10} style={{ minWidth: 0 }}>
          <Avatar className="agent-avatar" icon={agentTypeIcon(agent.type)} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              <Link to={`/agents/${encodeURIComponent(agent.id)}`} data-testid="agent-open">
                {agent.name}
              </Link>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
              {agentTypeLabel(agent.type)} agent
            </Typography.Text>
          </div>
        </Flex>
      }
      extra={
        <Tooltip title={active ? 'Active: deactivate to stop it acting' : 'Inactive: activate to let it act'}>
          <Switch
            checked={active}
            loading={switching}
            onChange={(on) => void toggle(on)}
            aria-label={`${agent.name} active`}
            data-testid="agent-active-switch"
          />
        </Tooltip>
      }
      actions={[
        <Button key="edit" type="text" size="small" icon={<EditOutlined />} onClick={() => onEdit(agent)} data-testid="agent-edit">
          Edit
        </Button>,
        <Popconfirm
          key="delete"
          title={`Delete ${agent.name}?`}
          description="Its settings go; its past actions stay in the audit log."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.remove(agent)}
        >
          <Button type="text" size="small" danger icon={<DeleteOutlined />} data-testid="agent-delete">
            Delete
          </Button>
        </Popconfirm>,
      ]}
    >
      <Flex vertical gap={12}>
        <Flex gap={4} wrap>
          <Tag color={status.color} data-testid="agent-status">
            {status.label}
          </Tag>
          <Tooltip title={autonomy.summary}>
            <Tag color={autonomy.color} data-testid="agent-autonomy">
              {autonomy.label}
            </Tag>
          </Tooltip>
        </Flex>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, tooltip: agent.description }} style={{ margin: 0, minHeight: 44 }}>
          {agent.description || 'No description.'}
        </Typography.Paragraph>
        <AgentMetricsRow metrics={agent.metrics} />
        <CapabilityTags capabilities={agent.capabilities} autonomy={agent.autonomyLevel} />
        <AgentRuntimeLine agent={agent} />
      </Flex>
    </Card>
  );
}
