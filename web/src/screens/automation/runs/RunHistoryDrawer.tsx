import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Drawer, Empty, Table, Tooltip, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { RunSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { fetchRuns } from '../../../api/automations';
import { formatDuration, formatRelative, formatTimestamp } from '../../../components/relativeTime';
import { useCachedQuery } from '../../../data/cachedQuery';
import { queryClient } from '../../../data/queryClient';
import { runRoute } from '../automationRoutes';
import { automationKeys } from '../state/keys';
import { RunStatusTag, runTriggerLabel } from '../visuals';
import { RunActions } from './RunActions';

interface RunHistoryDrawerProps {
  open: boolean;
  automationId: string;
  onClose(): void;
}

/** Every run of the automation, newest first; a live `run.changed` refreshes it while it is open. */
export function RunHistoryDrawer({ open, automationId, onClose }: RunHistoryDrawerProps) {
  const navigate = useNavigate();
  const runs = useCachedQuery(open ? automationKeys.runs(automationId) : null, (signal) => fetchRuns(automationId, signal), { staleAfterMs: 0 });
  const list = runs.data ?? [];

  return (
    <Drawer
      open={open}
      title="Run history"
      size={960}
      onClose={onClose}
      extra={<Button icon={<ReloadOutlined />} onClick={() => void runs.reload()} aria-label="Refresh runs" />}
      data-testid="run-history"
    >
      {runs.error ? <Alert type="error" showIcon title="Could not load the runs" description={errorMessage(runs.error)} style={{ marginBottom: 12 }} /> : null}
      <Table<RunSummary>
        rowKey="id"
        size="small"
        loading={runs.loading && !runs.data}
        dataSource={list}
        pagination={list.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        onRow={(run) =>
          ({
            'data-testid': 'run-row',
            'data-run-id': run.id,
            'data-status': run.status,
            style: { cursor: 'pointer' },
            onClick: () => navigate(runRoute(run.automationId, run.id)),
          }) as HTMLAttributes<HTMLElement>
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No runs yet." /> }}
        columns={[
          { key: 'status', title: 'Status', width: 110, render: (_, run) => <RunStatusTag status={run.status} /> },
          { key: 'trigger', title: 'Trigger', width: 90, render: (_, run) => runTriggerLabel(run.triggerType) },
          {
            key: 'started',
            title: 'Started',
            width: 110,
            render: (_, run) => (
              <Tooltip title={formatTimestamp(run.startedAt)}>
                <span style={{ whiteSpace: 'nowrap' }}>{formatRelative(run.startedAt)}</span>
              </Tooltip>
            ),
          },
          {
            key: 'duration',
            title: 'Duration',
            width: 90,
            render: (_, run) => (run.durationMs === null ? <Typography.Text type="secondary">—</Typography.Text> : formatDuration(run.durationMs)),
          },
          { key: 'version', title: 'Version', width: 75, render: (_, run) => `v${run.version}` },
          {
            key: 'actions',
            title: '',
            render: (_, run) => <RunActions run={run} size="small" onChanged={() => void queryClient.invalidateQueries({ queryKey: automationKeys.runs(automationId) })} />,
          },
        ]}
      />
    </Drawer>
  );
}
