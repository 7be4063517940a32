import { Link } from 'react-router';
import { Badge, Descriptions, Flex, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { RunDetail, RunSummary } from '../../../../../domain/automation/contract';
import { formatDuration, formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { builderRoute, runRoute } from '../automationRoutes';
import { RunActions } from '../runs/RunActions';
import { RunStatusTag, runTriggerLabel } from '../visuals';

interface RunHeaderProps {
  run: RunDetail;
  automationName: string | undefined;
  live: boolean;
  /** A refresh failed: what is shown may be out of date. */
  stale: boolean;
  onChanged(run: RunSummary): void;
}

/** Which automation and version ran, what started it, its status and timing, and what can be done with it. */
export function RunHeader({ run, automationName, live, stale, onChanged }: RunHeaderProps) {
  const elapsed = run.durationMs ?? Date.now() - Date.parse(run.startedAt);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Tooltip title="Back to the builder">
            <Link to={builderRoute(run.automationId)} aria-label="Back to the builder">
              <ArrowLeftOutlined />
            </Link>
          </Tooltip>
          <Typography.Title level={3} style={{ margin: 0 }} ellipsis>
            Run of {automationName ?? 'the automation'}
          </Typography.Title>
          <RunStatusTag status={run.progress.status} />
          {live ? <Badge status={stale ? 'warning' : 'processing'} text={stale ? 'Reconnecting…' : 'Live'} data-testid="run-live" /> : null}
        </Flex>
        <RunActions run={run} onChanged={onChanged} />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 5 }}
        items={[
          { key: 'version', label: 'Version', children: <Link to={builderRoute(run.automationId)}>v{run.version}</Link> },
          { key: 'trigger', label: 'Started by', children: runTriggerLabel(run.triggerType) },
          {
            key: 'started',
            label: 'Started',
            children: <Tooltip title={formatTimestamp(run.startedAt)}>{formatRelative(run.startedAt)}</Tooltip>,
          },
          { key: 'duration', label: live ? 'Running for' : 'Took', children: formatDuration(Math.max(0, elapsed)) },
          ...(run.retryOf ? [{ key: 'retry', label: 'Retry of', children: <Link to={runRoute(run.automationId, run.retryOf)}>an earlier run</Link> }] : []),
        ]}
      />
    </Flex>
  );
}
