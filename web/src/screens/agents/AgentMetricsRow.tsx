import type { ReactNode } from 'react';
import { Flex, Tooltip, Typography } from 'antd';
import type { AgentMetrics } from '../../../../domain/agents/types';
import { formatDuration, formatRelative, formatTimestamp } from '../../components/relativeTime';

const DASH = '—';

function Metric({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="agent-metric" data-testid={testId}>
      <Typography.Text type="secondary" className="agent-metric-label">
        {label}
      </Typography.Text>
      <Typography.Text strong className="agent-metric-value">
        {value}
      </Typography.Text>
    </div>
  );
}

/** What the agent actually did; a dash where there is no history yet, never an estimate. */
export function AgentMetricsRow({ metrics }: { metrics: AgentMetrics }) {
  const { tasksCompleted, tasksTotal, successRate, responseTimeMs, lastActive } = metrics;
  return (
    <Flex className="agent-metrics" justify="space-between" gap={8}>
      <Metric label="Tasks done" value={`${tasksCompleted} / ${tasksTotal}`} testId="agent-metric-tasks" />
      <Metric label="Success" value={successRate === null ? DASH : `${Math.round(successRate * 100)} %`} testId="agent-metric-success" />
      <Metric label="Avg. time" value={responseTimeMs === null ? DASH : formatDuration(responseTimeMs)} testId="agent-metric-response" />
      <Metric
        label="Last active"
        value={lastActive ? <Tooltip title={formatTimestamp(lastActive)}>{formatRelative(lastActive)}</Tooltip> : DASH}
        testId="agent-metric-last-active"
      />
    </Flex>
  );
}
