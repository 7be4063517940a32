import type { ReactNode } from 'react';
import { Card, Tooltip, Typography } from 'antd';
import type { AgentMetrics } from '../../../../../domain/agents/types';
import { formatDuration, formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { percent } from './resultText';

const NOT_YET = 'Not enough history yet';

function Metric({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId: string }) {
  const empty = value === null;
  return (
    <div className="agent-metric agent-detail-metric" data-testid={testId}>
      <Typography.Text type="secondary" className="agent-metric-label">
        {label}
      </Typography.Text>
      {empty ? <Typography.Text type="secondary">{NOT_YET}</Typography.Text> : <Typography.Text strong className="agent-metric-value">{value}</Typography.Text>}
      {hint ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      ) : null}
    </div>
  );
}

const ratio = (value: number | null) => (value === null ? null : percent(value));

/** Every metric of the agent, from its real history; "Not enough history yet" where there is none. */
export function AgentMetricsPanel({ metrics }: { metrics: AgentMetrics }) {
  const { decisions } = metrics;
  return (
    <Card title="How it has done" data-testid="agent-detail-metrics">
      <div className="agent-detail-metrics">
        <Metric label="Performance" value={ratio(metrics.performance)} hint="Success, accuracy and your feedback together" testId="metric-performance" />
        <Metric label="Tasks completed" value={`${metrics.tasksCompleted} of ${metrics.tasksTotal}`} testId="metric-tasks" />
        <Metric label="Response time" value={metrics.responseTimeMs === null ? null : formatDuration(metrics.responseTimeMs)} hint="On average, from start to done" testId="metric-response" />
        <Metric label="Success rate" value={ratio(metrics.successRate)} hint="Finished without an error" testId="metric-success" />
        <Metric
          label="Accuracy"
          value={ratio(metrics.accuracy)}
          hint={`${decisions.approvedUnchanged} approved unchanged · ${decisions.edited} edited · ${decisions.rejected} rejected`}
          testId="metric-accuracy"
        />
        <Metric label="Uptime" value={ratio(metrics.uptime)} hint="Share of the time it was switched on" testId="metric-uptime" />
        <Metric
          label="Last active"
          value={metrics.lastActive ? <Tooltip title={formatTimestamp(metrics.lastActive)}>{formatRelative(metrics.lastActive)}</Tooltip> : null}
          testId="metric-last-active"
        />
      </div>
    </Card>
  );
}
